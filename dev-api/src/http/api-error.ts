import { type ErrorCode, type ErrorFill, type ErrorWording, errorText } from './error-catalogue.ts';
import type { Language } from './language.ts';

export interface ApiErrorOptions {
  /** what the client reads beside the code (the figures, the field) */
  value?: unknown;
  /** the figures of the message's `{name}`s */
  fill?: ErrorFill;
  /** a message of the code other than its usual one (the catalogue's 'CODE/wording') */
  wording?: ErrorWording;
  /** the developer routes' own English detail, in place of the catalogue's message: never a player's text */
  devDetail?: string;
}

/**
 * A failure a route wants the client to see: the pipeline turns it into the error envelope, its message from the
 * catalogue in the request's language (http/error-catalogue.ts), so a route names the code and never words it.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly value: unknown;
  readonly #options: ApiErrorOptions;

  constructor(status: number, code: ErrorCode, options: ApiErrorOptions = {}) {
    super(options.devDetail ?? code);
    this.status = status;
    this.code = code;
    this.value = options.value;
    this.#options = options;
  }

  /** the envelope's message in a language */
  messageIn(language: Language): string {
    return this.#options.devDetail ?? errorText(this.#options.wording ?? this.code, language, this.#options.fill);
  }
}

export function badRequest(code: ErrorCode, value?: unknown): ApiError {
  return new ApiError(400, code, value === undefined ? {} : { value });
}
