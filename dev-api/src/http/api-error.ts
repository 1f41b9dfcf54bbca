// A failure a route wants the client to see: the pipeline turns it into the error envelope.
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly value: unknown;
  readonly explicitMessage: string | undefined;

  constructor(status: number, code: string, options: { value?: unknown; message?: string } = {}) {
    super(options.message ?? code);
    this.status = status;
    this.code = code;
    this.value = options.value;
    this.explicitMessage = options.message;
  }
}

export function badRequest(code: string, value?: unknown): ApiError {
  return new ApiError(400, code, value === undefined ? {} : { value });
}
