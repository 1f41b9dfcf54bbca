import { feedbackCalls as calls } from '@wl/platform-contract/calls/member-feedback';
import { api } from '@wl/kit';

// Feedback, checked against the contract (decision 035), which names its shapes.

/** What the form sends (its remark trimmed by its parse) before it becomes the multipart body. */
export interface FeedbackInput {
  type: string;
  remark: string;
  images: File[];
}

export const fetchFeedbackTypes = () => api.call(calls.types);
export const fetchFeedback = (pageNo: number) => api.call(calls.list, { params: { pageNo, pageSize: 10 } });

/** Multipart, as a browser sends files; the request id makes a double tap file one feedback. */
export function sendFeedback(input: FeedbackInput, requestId: string) {
  const body = new FormData();
  body.append('type', input.type);
  body.append('remark', input.remark);
  body.append('requestId', requestId);
  for (const file of input.images) body.append('images', file, file.name);
  return api.call(calls.send, { body }, { silent: true, idempotencyKey: requestId });
}
