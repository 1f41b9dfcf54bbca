/** A failed platform call: the envelope's errorCode, or a transport problem ('network', 'timeout'). */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** the reply's value, when the platform sent one with the failure (e.g. { captcha: true }) */
  readonly value: unknown;
  constructor(code: string, message: string, status = 0, value: unknown = undefined) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.value = value;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
