import type { IncomingMessage } from 'node:http';
import { ApiError, badRequest } from '../../http/api-error.ts';
import { isPlainObject, readBodyBytes } from '../../http/request-body.ts';

// Pictures arrive either as multipart/form-data files (what a browser's FormData sends) or, in a
// form-urlencoded or JSON body, as base64 text (a data: URL or bare base64). One reader serves the
// profile picture and feedback, so both accept all three encodings.

export interface Upload {
  fields: Map<string, string>;
  /** File fields in the order sent, each decoded to bytes (undecodable base64 gives empty bytes). */
  files: Map<string, Uint8Array[]>;
}

async function readBytes(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw new ApiError(413, 'request_body_too_large');
  return readBodyBytes(req, maxBytes);
}

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/**
 * data:image/png;base64,AAAA or AAAA. A form that did not percent-encode '+' delivers it as a space, so
 * spaces become '+' again (before any trimming, which would eat a final one); line breaks are dropped.
 */
export function decodeBase64Image(text: string): Uint8Array {
  const payload = text
    .replace(/^\s*data:[^,]*;base64,/i, '')
    .replace(/ /g, '+')
    .replace(/\s+/g, '');
  return BASE64.test(payload) ? Buffer.from(payload, 'base64') : new Uint8Array(0);
}

function addFile(files: Map<string, Uint8Array[]>, name: string, bytes: Uint8Array) {
  files.set(name, [...(files.get(name) ?? []), bytes]);
}

async function fromMultipart(body: Buffer, contentType: string, fileFields: string[]): Promise<Upload> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badRequest('request_body_invalid');
  }
  const upload: Upload = { fields: new Map(), files: new Map() };
  for (const [name, value] of form) {
    if (typeof value !== 'string') addFile(upload.files, name, new Uint8Array(await value.arrayBuffer()));
    else if (fileFields.includes(name)) addFile(upload.files, name, decodeBase64Image(value));
    else upload.fields.set(name, value);
  }
  return upload;
}

function fromEntries(entries: Iterable<[string, unknown]>, fileFields: string[]): Upload {
  const upload: Upload = { fields: new Map(), files: new Map() };
  for (const [name, value] of entries) {
    if (fileFields.includes(name)) {
      for (const item of Array.isArray(value) ? value : [value])
        addFile(upload.files, name, typeof item === 'string' ? decodeBase64Image(item) : new Uint8Array(0));
    } else if (typeof value === 'string' || typeof value === 'number') {
      upload.fields.set(name, String(value));
    }
  }
  return upload;
}

/** Reads a body of up to maxBytes holding the named file fields; other fields come back as text. */
export async function readUpload(req: IncomingMessage, maxBytes: number, fileFields: string[]): Promise<Upload> {
  const body = await readBytes(req, maxBytes);
  if (body.length === 0) throw badRequest('request_body_required');
  const contentType = String(req.headers['content-type'] ?? '').toLowerCase();
  if (contentType.startsWith('multipart/form-data')) return fromMultipart(body, String(req.headers['content-type']), fileFields);
  if (contentType.includes('application/x-www-form-urlencoded')) {
    const params = new URLSearchParams(body.toString('utf8'));
    // A repeated file name (images=...&images=...) is several files; a repeated text field keeps its first value.
    const names = new Set(params.keys());
    return fromEntries(
      [...names].map((name) => [name, fileFields.includes(name) ? params.getAll(name) : params.get(name)]),
      fileFields,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw badRequest('request_body_invalid');
  }
  if (!isPlainObject(parsed)) throw badRequest('request_body_invalid');
  return fromEntries(Object.entries(parsed), fileFields);
}
