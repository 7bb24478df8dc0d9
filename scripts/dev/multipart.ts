/** A part of a multipart/form-data body: a field (its value as text) or a file (its bytes). */
export interface FormPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** The boundary of a `multipart/form-data; boundary=…` content type, or null. */
export function boundaryOf(contentType: string | undefined): string | null {
  const match = /^multipart\/form-data;.*\bboundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2] ?? '').trim() : null;
}

/**
 * Splits a multipart/form-data body (RFC 7578) into its parts, as a browser's FormData or the SDK's tests send it.
 * Returns null when the body is not well formed.
 */
export function parseMultipart(body: Buffer, boundary: string): FormPart[] | null {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: FormPart[] = [];
  let start = body.indexOf(delimiter);
  if (start < 0) return null;
  for (;;) {
    start += delimiter.length;
    // '--' after a delimiter closes the body.
    if (body.subarray(start, start + 2).toString('latin1') === '--') return parts;
    if (body.subarray(start, start + 2).toString('latin1') !== '\r\n') return null;
    start += 2;
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), start);
    if (next < 0) return null;
    const headerEnd = body.indexOf('\r\n\r\n', start);
    if (headerEnd < 0 || headerEnd > next) return null;
    const headers = body.subarray(start, headerEnd).toString('utf8').split('\r\n');
    const disposition = headers.find((line) => /^content-disposition:/i.test(line)) ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    if (name === undefined) return null;
    const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
    const contentType = headers.find((line) => /^content-type:/i.test(line))?.replace(/^content-type:\s*/i, '');
    parts.push({ name, ...(filename !== undefined ? { filename } : {}), ...(contentType ? { contentType } : {}), data: body.subarray(headerEnd + 4, next) });
    start = next + 2;
  }
}
