import { api } from '@wl/shared';

export interface FeedbackType {
  type: string;
  name: string;
}
export interface Feedback {
  id: number;
  type: string;
  typeName: string;
  remark: string;
  images: string[];
  createdAt: string;
  status: 'PENDING' | 'REPLIED';
  reply: string | null;
  repliedAt: string | null;
}
export interface FeedbackPage {
  list: Feedback[];
  currentPage: number;
  totalPages: number;
}
export interface FeedbackInput {
  type: string;
  remark: string;
  images: File[];
}

const FEEDBACK = { moduleId: 'FEEDBACK3' } as const;

export const fetchFeedbackTypes = () => api.get<FeedbackType[]>('/wps/feedback/types', FEEDBACK);
export const fetchFeedback = (pageNo: number) => api.get<FeedbackPage>('/wps/feedback', { ...FEEDBACK, params: { pageNo, pageSize: 10 } });

/** Multipart, as a browser sends files; the request id makes a double tap file one feedback. */
export function sendFeedback(input: FeedbackInput, requestId: string) {
  const body = new FormData();
  body.append('type', input.type);
  body.append('remark', input.remark.trim());
  body.append('requestId', requestId);
  for (const file of input.images) body.append('images', file, file.name);
  return api.put<Feedback>('/wps/feedback', body, { ...FEEDBACK, silent: true, idempotencyKey: requestId });
}
