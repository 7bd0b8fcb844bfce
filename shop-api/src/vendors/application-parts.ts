import type { FieldErrorCode } from '@shop/shared-contracts/api/error-keys';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { detectFileKind, type FileKind } from './file-kinds';
import { vendorUploads } from './upload-slots';

const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const textFields = {
  store_name_in_arabic: 120,
  store_name_in_german: 120,
  address: 255,
  phone: 40,
  store_type: 20,
} as const;
export type TextField = keyof typeof textFields;
export type ApplicationFields = Partial<Record<TextField, string>>;
type FileField = 'store_logo' | 'store_id';
export type UploadedFile = { bytes: Buffer; kind: FileKind | null };
export type FieldErrors = Record<string, string[]>;
export interface FieldProblems {
  errors: FieldErrors;
  codes: Record<string, FieldErrorCode>;
}

/**
 * Reads the form part by part. The text fields (sent first by the shop's form) are checked by
 * `checkText` before the first file is read, and a file is read only up to its limit: a refused
 * application stops reading there, so its files never reach memory. A body that is no valid
 * multipart is a 400.
 */
export async function readApplicationParts(
  request: FastifyRequest,
  checkText: (fields: ApplicationFields) => FieldProblems,
) {
  const fields: ApplicationFields = {};
  const files: Partial<Record<FileField, UploadedFile>> = {};
  // NUL characters found while reading the text parts.
  const errors: FieldErrors = {};
  let textProblems: FieldProblems | null = null;
  // A NUL character found while reading wins over "required" for the same field.
  const checkTextOnce = () => {
    textProblems ??= checkText(fields);
    return { errors: { ...textProblems.errors, ...errors }, codes: textProblems.codes };
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const problems = checkTextOnce();
        if (Object.keys(problems.errors).length) refuse(problems.errors, problems.codes);
        if (part.fieldname !== 'store_logo' && part.fieldname !== 'store_id') {
          part.file.resume();
          continue;
        }
        files[part.fieldname] = await readFile(part.file, part.fieldname);
      } else if (part.fieldname in textFields && typeof part.value === 'string') {
        const name = part.fieldname as TextField;
        // PostgreSQL text cannot hold NUL characters.
        if (part.value.includes('\u0000'))
          errors[name] = [`The ${name.replace(/_/g, ' ')} field must not contain NUL characters.`];
        else fields[name] = part.value.trim();
      }
    }
  } catch (error) {
    if (error instanceof ApiError || (error as { statusCode?: number }).statusCode === 413)
      throw error;
    // Busboy's complaints (no boundary, a body that ends mid-part) describe the request.
    throw new ApiError(400, 'The upload is not valid multipart/form-data.');
  }
  // Without any file part the text problems are reported with the missing files.
  return { fields, files, textProblems: checkTextOnce() };
}

const refuse = (errors: FieldErrors, codes: Record<string, FieldErrorCode> = {}): never => {
  throw new ApiError(422, Object.values(errors)[0]?.[0] ?? 'Validation error', errors, { codes });
};

/** The file's bytes, refusing as soon as it is past the limit (Busboy truncates it there). */
async function readFile(
  stream: NodeJS.ReadableStream & { truncated?: boolean },
  field: FileField,
): Promise<UploadedFile> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = chunk as Buffer;
    size += bytes.length;
    vendorUploads.fileBytesRead += bytes.length;
    if (size > MAX_FILE_BYTES) break;
    chunks.push(bytes);
  }
  if (stream.truncated || size > MAX_FILE_BYTES)
    refuse({ [field]: ['The file must not be larger than 5 MB.'] });
  const bytes = Buffer.concat(chunks);
  return { bytes, kind: detectFileKind(bytes) };
}
