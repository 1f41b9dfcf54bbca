import { ApiError } from '../../http/api-error.ts';
import { pick, type Language } from '../../http/language.ts';
import { MEMBER_CENTRE_MESSAGES } from './member-centre-messages.ts';

export type MemberCentreErrorCode = keyof typeof MEMBER_CENTRE_MESSAGES;

export function memberCentreError(language: Language, status: number, code: MemberCentreErrorCode, value?: unknown): ApiError {
  return new ApiError(status, code, { message: pick(language, MEMBER_CENTRE_MESSAGES[code]), ...(value === undefined ? {} : { value }) });
}

export const memberCentreErrorCodes = () => Object.keys(MEMBER_CENTRE_MESSAGES) as MemberCentreErrorCode[];
