import { describe, expect, it } from 'vitest';
import { detectFileKind } from './file-kinds';

const hex = (value: string) => Buffer.from(value, 'hex');

describe('detectFileKind', () => {
  it('recognises images and documents by their first bytes', () => {
    expect(detectFileKind(hex('89504e470d0a1a0a00'))).toBe('png');
    expect(detectFileKind(hex('ffd8ffe000104a464946'))).toBe('jpg');
    expect(detectFileKind(Buffer.from('GIF89a'))).toBe('gif');
    expect(detectFileKind(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(detectFileKind(Buffer.from('%PDF-1.4'))).toBe('pdf');
    expect(detectFileKind(hex('d0cf11e0a1b11ae100'))).toBe('doc');
    expect(
      detectFileKind(Buffer.concat([hex('504b0304'), Buffer.from('....word/document.xml')])),
    ).toBe('docx');
  });

  it('rejects everything else, whatever it claims to be', () => {
    expect(detectFileKind(Buffer.from('<svg onload="alert(1)">'))).toBeNull();
    expect(detectFileKind(Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(detectFileKind(hex('504b0304'))).toBeNull();
    expect(detectFileKind(Buffer.alloc(0))).toBeNull();
  });
});
