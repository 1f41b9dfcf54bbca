import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { ApiError } from './api-error.ts';
import { readBodyBytes } from './request-body.ts';

/** A request's body as a stream of chunks, ended by the client going away when `aborts`. */
function body(chunks: string[], aborts = false): IncomingMessage {
  const stream = new Readable({ read() {} });
  for (const chunk of chunks) stream.push(Buffer.from(chunk));
  if (aborts) setImmediate(() => stream.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' })));
  else stream.push(null);
  return stream as unknown as IncomingMessage;
}

it('reads a whole body up to its limit, and refuses one byte more with 413', async () => {
  await expect(readBodyBytes(body(['ab', 'cd']), 4)).resolves.toEqual(Buffer.from('abcd'));
  await expect(readBodyBytes(body(['ab', 'cde']), 4)).rejects.toMatchObject({ status: 413, code: 'request_body_too_large' });
});

it("refuses a body whose client went away before it had arrived as incomplete: no server error to log (the profile picture's 413 race)", async () => {
  const refused = readBodyBytes(body(['ab'], true), 4);
  await expect(refused).rejects.toBeInstanceOf(ApiError);
  await expect(refused).rejects.toMatchObject({ status: 400, code: 'request_body_invalid' });
});
