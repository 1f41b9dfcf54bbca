import * as v from 'valibot';
import { defineCall } from '../call.ts';
import { isoTime, multipart, nullableText } from './shapes.ts';

// The security centre (dev-api/CONTRACT.md sections 16 and 24). Changes that could take over the account
// carry the login password; the withdrawal PIN's calls are the cashier's (cashier-withdraw.ts), and the
// PIN reset's code is verification.ts's.

export const securityLevel = v.picklist(['LOW', 'MEDIUM', 'HIGH']);

export const securityConfig = v.object({
  level: securityLevel,
  score: v.number(),
  maxScore: v.number(),
  items: v.object({
    loginPassword: v.boolean(),
    withdrawalPassword: v.boolean(),
    email: v.boolean(),
    /** bound and verified */
    mobile: v.boolean(),
    securityQuestions: v.boolean(),
  }),
  /** masked */
  email: nullableText,
  /** the masked national number */
  mobile: nullableText,
  payeeName: nullableText,
});

export const question = v.object({ id: v.number(), question: v.string() });
export const memberQuestions = v.object({
  set: v.boolean(),
  questions: v.array(v.object({ questionId: v.number(), question: v.string(), updatedAt: isoTime })),
});

const mobileNumber = { mobileNum: v.string(), countryDialingCode: v.string() };

export const securityCalls = {
  config: defineCall({ name: 'securityConfig', method: 'GET', path: '/wps/member/securityConfig', value: securityConfig }),
  nickname: defineCall({
    name: 'memberNickname',
    method: 'POST',
    path: '/wps/member/info/nickname',
    body: v.object({ nickname: v.string() }),
    value: v.object({ nickname: v.string() }),
  }),
  email: defineCall({
    name: 'memberEmail',
    method: 'POST',
    path: '/wps/member/info/email',
    body: v.object({ email: v.string(), password: v.string() }),
    value: v.object({ email: v.string(), emailBound: v.boolean(), securityLevel }),
  }),
  payeeName: defineCall({
    name: 'memberPayeeName',
    method: 'POST',
    path: '/wps/member/info/payeename',
    /** set once; then only customer service changes it */
    body: v.object({ payeeName: v.string(), password: v.string() }),
    value: v.object({ payeeName: v.string() }),
  }),
  bindCode: defineCall({
    name: 'smsBind',
    method: 'POST',
    path: '/wps/verification/sms/bind',
    body: v.object(mobileNumber),
    value: v.object({ expiredMinutes: v.number() }),
  }),
  bindMobile: defineCall({
    name: 'memberMobile',
    method: 'POST',
    path: '/wps/member/info/mobile',
    /**
     * verificationCode: the bind code sent to the new number; oldVerificationCode: the numberChange code sent to the
     * verified number it replaces (needed whenever one is verified, issue 35 finding 5)
     */
    body: v.object({ ...mobileNumber, verificationCode: v.string(), oldVerificationCode: v.optional(v.string()), password: v.string() }),
    value: v.object({ mobile: v.string(), mobileBound: v.boolean(), securityLevel }),
  }),
  resetPin: defineCall({
    name: 'paymentPasswordReset',
    method: 'POST',
    path: '/wps/member/paymentPassword/reset',
    /** verificationCode: the code sent to the verified number for pinReset (decision 023) */
    body: v.object({ loginPassword: v.string(), verificationCode: v.string(), newPassword: v.string(), confirmPassword: v.string() }),
    value: v.boolean(),
  }),
  icon: defineCall({
    name: 'memberIcon',
    method: 'GET',
    path: '/wps/member/info/icon',
    /** null: no picture chosen */
    value: v.object({ url: nullableText }),
  }),
  uploadIcon: defineCall({
    name: 'memberIconUpload',
    method: 'POST',
    path: '/wps/member/info/icon',
    body: multipart('icon (one PNG or JPEG file, at most 5 MB)'),
    value: v.object({ url: v.string() }),
  }),
  questions: defineCall({
    name: 'securityQuestions',
    method: 'GET',
    path: '/wps/member/securityQuestions',
    value: v.array(question),
  }),
  memberQuestions: defineCall({
    name: 'customerSecurityQuestions',
    method: 'GET',
    path: '/wps/member/customerSecurityQuestions',
    /** the answers are never sent back */
    value: memberQuestions,
  }),
  saveQuestions: defineCall({
    name: 'customerSecurityQuestionsSave',
    method: 'POST',
    path: '/wps/member/customerSecurityQuestions',
    /** exactly three different questions; replaces the earlier answers */
    body: v.object({ password: v.string(), answers: v.array(v.object({ questionId: v.number(), answer: v.string() })) }),
    value: memberQuestions,
  }),
};

export type SecurityConfig = v.InferOutput<typeof securityConfig>;
export type Question = v.InferOutput<typeof question>;
export type MemberQuestions = v.InferOutput<typeof memberQuestions>;
