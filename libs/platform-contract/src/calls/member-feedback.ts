import * as v from 'valibot';
import { defineCall } from '../call.ts';
import { isoTime, nullableText, multipart } from './shapes.ts';

// Feedback (dev-api/CONTRACT.md section 16, moduleId FEEDBACK3): its types, the member's feedbacks and
// a new one, sent as multipart/form-data (its pictures are files).

export const feedbackType = v.object({ type: v.string(), name: v.string() });

export const feedback = v.object({
  id: v.number(),
  type: v.string(),
  typeName: v.string(),
  remark: v.string(),
  /** the pictures' addresses, answered to this member's session only */
  images: v.array(v.string()),
  createdAt: isoTime,
  status: v.picklist(['PENDING', 'REPLIED']),
  reply: nullableText,
  repliedAt: v.nullable(isoTime),
});

const FEEDBACK3 = 'FEEDBACK3';

export const feedbackCalls = {
  types: defineCall({
    name: 'feedbackTypes',
    method: 'GET',
    path: '/wps/feedback/types',
    moduleId: FEEDBACK3,
    value: v.array(feedbackType),
  }),
  list: defineCall({
    name: 'feedbackList',
    method: 'GET',
    path: '/wps/feedback',
    moduleId: FEEDBACK3,
    query: v.object({ pageNo: v.number(), pageSize: v.number() }),
    value: v.object({ list: v.array(feedback), currentPage: v.number(), totalPages: v.number() }),
  }),
  send: defineCall({
    name: 'feedbackSend',
    method: 'PUT',
    path: '/wps/feedback',
    moduleId: FEEDBACK3,
    body: multipart('type, remark (at most 140 characters), images (0-3 PNG or JPEG files, the field repeated), requestId'),
    /** a repeated requestId answers the first feedback and files nothing (a double tap) */
    value: feedback,
  }),
};

export type FeedbackType = v.InferOutput<typeof feedbackType>;
export type Feedback = v.InferOutput<typeof feedback>;
export type FeedbackPage = v.InferOutput<typeof feedbackCalls.list.value>;
