/** File types recognised by their first bytes, never by name or declared MIME type. */
export type FileKind = 'png' | 'jpg' | 'gif' | 'webp' | 'pdf' | 'doc' | 'docx';

export const imageKinds: FileKind[] = ['png', 'jpg', 'gif', 'webp'];
export const documentKinds: FileKind[] = [...imageKinds, 'pdf', 'doc', 'docx'];

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

export function detectFileKind(bytes: Buffer): FileKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  // DOCX is a ZIP whose entries include word/ (checked loosely: ZIP header + the name in the bytes).
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && bytes.includes('word/')) return 'docx';
  return null;
}
