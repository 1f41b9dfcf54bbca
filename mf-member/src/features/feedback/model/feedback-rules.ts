/** Spec section 5 and 9: the remark is at most 140 characters, at most 3 pictures of png or jpg, 5 MB each. */
export const REMARK_MAX = 140;
export const MAX_IMAGES = 3;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const IMAGE_NAME = /\.(png|jpe?g)$/i;

/** Counted as the server counts: code points of the trimmed text (a Bengali letter is one). */
export const remarkLength = (remark: string) => [...remark.trim()].length;

export type RemarkProblem = 'required' | 'too_long' | null;
export function remarkProblem(remark: string): RemarkProblem {
  const n = remarkLength(remark);
  if (n === 0) return 'required';
  return n > REMARK_MAX ? 'too_long' : null;
}

export type ImageProblem = 'type' | 'size' | 'too_many';

/** Why a picture cannot be attached, or null. The server judges by the first bytes; this spares the upload. */
export function imageProblem(file: { type: string; name: string; size: number }, alreadyAttached: number): ImageProblem | null {
  if (alreadyAttached >= MAX_IMAGES) return 'too_many';
  const typeOk = file.type ? IMAGE_TYPES.includes(file.type) : IMAGE_NAME.test(file.name);
  if (!typeOk) return 'type';
  return file.size > MAX_IMAGE_BYTES ? 'size' : null;
}
