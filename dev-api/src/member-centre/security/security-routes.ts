import { ApiError } from '../../http/api-error.ts';
import { pick } from '../../http/language.ts';
import { isPlainObject } from '../../http/request-body.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Route } from '../../server/route.ts';
import { memberRoute } from '../core/access.ts';
import { requireLoginPassword } from './password-check.ts';
import { securityConfig } from './security-config.ts';
import {
  ANSWER_MAX_LENGTH,
  ANSWER_MIN_LENGTH,
  hashAnswer,
  memberQuestions,
  normalizeAnswer,
  QUESTIONS_PER_MEMBER,
  replaceAnswers,
  SECURITY_QUESTIONS,
} from './security-questions.ts';

type AnswerProblem = 'question' | 'duplicate' | 'length';

/** Exactly three different known questions, each answered with 2-50 characters; every problem listed. */
function readAnswers(value: unknown): {
  answers: { questionId: number; answer: string }[];
  problems: { index: number; problem: AnswerProblem }[];
} {
  const items = Array.isArray(value) ? value : [];
  const seen = new Set<number>();
  const problems: { index: number; problem: AnswerProblem }[] = [];
  const answers = items.map((item, index) => {
    const questionId = isPlainObject(item) ? Number(item.questionId) : NaN;
    const answer = isPlainObject(item) && typeof item.answer === 'string' ? item.answer : '';
    const length = [...normalizeAnswer(answer)].length;
    if (!SECURITY_QUESTIONS.some((q) => q.id === questionId)) problems.push({ index, problem: 'question' });
    else if (seen.has(questionId)) problems.push({ index, problem: 'duplicate' });
    else if (length < ANSWER_MIN_LENGTH || length > ANSWER_MAX_LENGTH) problems.push({ index, problem: 'length' });
    seen.add(questionId);
    return { questionId, answer };
  });
  return { answers, problems };
}

export const securityRoutes: Route[] = [
  memberRoute('GET', '/wps/member/securityConfig', (ctx, member) => securityConfig(ctx.db, member)),
  memberRoute('GET', '/wps/member/securityQuestions', (ctx) =>
    SECURITY_QUESTIONS.map((q) => ({ id: q.id, question: pick(ctx.language, q) })),
  ),
  // The member's questions, never their answers.
  memberRoute('GET', '/wps/member/customerSecurityQuestions', (ctx, member) => {
    const questions = memberQuestions(ctx.db, member.id, ctx.language);
    return { set: questions.length >= QUESTIONS_PER_MEMBER, questions };
  }),
  // Sets (or replaces) all three answers at once, hashed; the login password confirms it.
  memberRoute('POST', '/wps/member/customerSecurityQuestions', async (ctx, member) => {
    const body = await ctx.readBody();
    const { answers, problems } = readAnswers(body.answers);
    if (answers.length !== QUESTIONS_PER_MEMBER || problems.length > 0) {
      throw new ApiError(400, 'SECURITY_QUESTIONS_INVALID', { value: { required: QUESTIONS_PER_MEMBER, problems } });
    }
    await requireLoginPassword(ctx, member, body);
    const hashed = await Promise.all(answers.map(async (a) => ({ questionId: a.questionId, hash: await hashAnswer(a.answer) })));
    inTransaction(ctx.db, () => replaceAnswers(ctx.db, member.id, hashed, ctx.now));
    return { set: true, questions: memberQuestions(ctx.db, member.id, ctx.language) };
  }),
];
