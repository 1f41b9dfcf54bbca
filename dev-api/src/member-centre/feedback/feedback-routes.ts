import { ApiError } from '../../http/api-error.ts';
import { pick } from '../../http/language.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Route } from '../../server/route.ts';
import { featureRoute } from '../core/access.ts';
import { pageRequest } from '../core/paging.ts';
import { checkImage } from '../media/image-check.ts';
import { refuseOverMediaBudget, storeMedia } from '../media/media-store.ts';
import { readUpload, type Upload } from '../media/read-upload.ts';
import { findByRequestId, findFeedback, insertFeedback, listFeedback, nextFeedbackAllowedAt } from './feedback-repo.ts';
import { FEEDBACK_PER_DAY, FEEDBACK_TYPES, FEEDBACK_WINDOW_MS, MAX_FEEDBACK_IMAGES, REMARK_MAX_LENGTH } from './feedback-types.ts';

/** Three 5 MB pictures as base64 with the form around them is about 21 MB; a fourth is refused by count. */
const FEEDBACK_BODY_LIMIT = 32 * 1024 * 1024;

const feedbackRoute = featureRoute('FEEDBACK3');

/** Every rule of spec sections 5 and 9, each refused with its own code, in the order a form shows them. */
function validFeedback(upload: Upload) {
  const type = (upload.fields.get('type') ?? '').trim().toUpperCase();
  if (!FEEDBACK_TYPES.some((t) => t.type === type)) throw new ApiError(400, 'FEEDBACK_TYPE_INVALID');
  const remark = (upload.fields.get('remark') ?? '').trim();
  const length = [...remark].length;
  if (length === 0) throw new ApiError(400, 'REMARK_REQUIRED');
  if (length > REMARK_MAX_LENGTH) throw new ApiError(400, 'REMARK_TOO_LONG', { value: { max: REMARK_MAX_LENGTH, length } });
  const images = upload.files.get('images') ?? [];
  if (images.length > MAX_FEEDBACK_IMAGES) throw new ApiError(400, 'IMAGE_TOO_MANY', { value: { max: MAX_FEEDBACK_IMAGES } });
  const kinds = images.map((bytes, index) => checkImage(bytes, index));
  const requestId = (upload.fields.get('requestId') ?? '').trim().slice(0, 64) || null;
  return { type, remark, images: images.map((bytes, i) => ({ bytes, kind: kinds[i]! })), requestId };
}

export const feedbackRoutes: Route[] = [
  feedbackRoute('GET', '/wps/feedback/types', (ctx) => FEEDBACK_TYPES.map((t) => ({ type: t.type, name: pick(ctx.language, t) }))),
  // Send feedback (moduleId FEEDBACK3): multipart/form-data (type, remark, images x0-3, requestId?),
  // or the same names with base64 pictures in a JSON or form-urlencoded body.
  feedbackRoute('PUT', '/wps/feedback', async (ctx, member) => {
    const feedback = validFeedback(await readUpload(ctx.req, FEEDBACK_BODY_LIMIT, ['images']));
    const id = inTransaction(ctx.db, () => {
      const earlier = feedback.requestId && findByRequestId(ctx.db, member.id, feedback.requestId);
      if (earlier) return earlier;
      const allowedAt = nextFeedbackAllowedAt(ctx.db, member.id, ctx.now, FEEDBACK_PER_DAY, FEEDBACK_WINDOW_MS);
      if (allowedAt !== null)
        throw new ApiError(429, 'TOO_MANY_REQUESTS', { value: { retryAfterSeconds: Math.ceil((allowedAt - ctx.now) / 1000) } });
      refuseOverMediaBudget(
        ctx,
        member.id,
        feedback.images.reduce((sum, image) => sum + image.bytes.length, 0),
      );
      const mediaIds = feedback.images.map((image) => storeMedia(ctx.db, member.id, 'feedback', image.bytes, image.kind, ctx.now).id);
      return insertFeedback(ctx.db, member.id, feedback.type, feedback.remark, feedback.requestId, mediaIds, ctx.now);
    });
    return findFeedback(ctx.db, id, ctx.language);
  }),
  // The member's earlier feedback with the operator's replies, newest first.
  feedbackRoute('GET', '/wps/feedback', (ctx, member) => listFeedback(ctx.db, member.id, ctx.language, pageRequest(ctx.query, 10))),
];
