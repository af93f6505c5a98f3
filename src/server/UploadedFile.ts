/**
 * A file that came with a request, already on disk (PHP's `$_FILES` entry):
 * the client's name and type, the temporary path and its size. The HTTP layer
 * removes the temporary file after the response unless a handler moved it.
 */
export interface UploadedFile {
  name: string;
  type: string;
  tmp_name: string;
  size: number;
  /** PHP's upload error code: 0, or 4 when a file field came without a file. */
  error: number;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && typeof (value as UploadedFile).tmp_name === 'string' && typeof (value as UploadedFile).size === 'number';
}
