import { ApiError } from '../../http/api-error.ts';

/** Spec section 9: pictures are png or jpg, at most 5 MB (5 x 1024 x 1024 bytes) each. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface ImageKind {
  mime: 'image/png' | 'image/jpeg';
  ext: 'png' | 'jpg';
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** What the bytes are, by their first bytes: a file's name and declared type are not trusted. */
function sniffImage(bytes: Uint8Array): ImageKind | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 8));
  if (head.length >= PNG_SIGNATURE.length && head.subarray(0, 8).equals(PNG_SIGNATURE)) return { mime: 'image/png', ext: 'png' };
  if (head.length >= JPEG_SIGNATURE.length && head.subarray(0, 3).equals(JPEG_SIGNATURE)) return { mime: 'image/jpeg', ext: 'jpg' };
  return null;
}

/**
 * The refusal for a picture that is not png or jpg, or is too large (type first: a large text file
 * is refused as the wrong kind). `index` (0-based) tells the client which of several pictures failed.
 */
export function checkImage(bytes: Uint8Array, index = 0): ImageKind {
  const kind = sniffImage(bytes);
  if (!kind) throw new ApiError(400, 'IMAGE_TYPE_INVALID', { value: { index } });
  if (bytes.length > MAX_IMAGE_BYTES)
    throw new ApiError(400, 'IMAGE_TOO_LARGE', { value: { index, maxBytes: MAX_IMAGE_BYTES, size: bytes.length } });
  return kind;
}
