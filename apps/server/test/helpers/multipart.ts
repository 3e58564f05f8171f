import { randomBytes } from 'node:crypto';

export type FilePart = { field?: string; fileName: string; contentType: string; content: Buffer };

/** A multipart/form-data body with text fields and files, and the content-type header that goes with it. */
export function multipartBody(files: FilePart[], fields: Record<string, string> = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tessera${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.fileName}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
