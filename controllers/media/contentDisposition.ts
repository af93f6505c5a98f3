/**
 * The file name of a `Content-Disposition: attachment; filename="…"` header, read
 * the way WordPress's get_filename_from_disposition reads it (the last
 * `filename` parameter wins; surrounding quotes are dropped).
 */
export function filenameFromDisposition(header: string): string | null {
  let filename: string | null = null;
  for (const value of header.split(/,(?=[^;]*;)/)) {
    const trimmed = value.trim();
    const semicolon = trimmed.indexOf(';');
    if (semicolon === -1) continue;
    const attributes = new Map<string, string>();
    for (const part of trimmed.slice(semicolon + 1).split(';')) {
      const equals = part.indexOf('=');
      if (equals === -1) continue;
      attributes.set(part.slice(0, equals).trim(), part.slice(equals + 1).trim());
    }
    const name = attributes.get('filename');
    if (name === undefined || name === '') continue;
    filename = name.trim();
    if (filename.length >= 2 && filename.startsWith('"') && filename.endsWith('"')) filename = filename.slice(1, -1);
  }
  return filename;
}
