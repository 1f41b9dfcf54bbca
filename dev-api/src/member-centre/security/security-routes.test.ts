import { useTestServer } from '../../test-support/use-test-server.ts';
import { AGENT } from '../test-kit.ts';
import { answerMatches } from './security-questions.ts';
import { AGENT_SECURITY_ANSWERS } from './seed-security.ts';

const server = useTestServer();

const threeAnswers = [
  { questionId: 2, answer: 'Cumilla' },
  { questionId: 6, answer: 'Kacchi biryani' },
  { questionId: 8, answer: 'Mini' },
];

describe('GET /wps/member/securityConfig', () => {
  it('counts what protects demo01: login password, withdrawal password, e-mail and a verified mobile', async () => {
    const client = server.client();
    const value = (await client.get('/wps/member/securityConfig', { token: await client.token() })).body.value;
    expect(value).toEqual({
      level: 'MEDIUM',
      score: 4,
      maxScore: 5,
      items: { loginPassword: true, withdrawalPassword: true, email: true, mobile: true, securityQuestions: false },
      email: 'de****@example.com',
      mobile: '171****678',
      countryDialingCode: '880',
      payeeName: 'Rahim Uddin',
    });
  });

  it('is LOW for a member with nothing bound', async () => {
    const client = server.client();
    const value = (await client.get('/wps/member/securityConfig', { token: await client.token('sumaiya88', 'Sumaiya@2024') })).body.value;
    expect(value).toMatchObject({ level: 'LOW', score: 1, items: { email: false, mobile: false } });
  });
});

describe('security questions', () => {
  it('lists eight questions, in Bengali by default', async () => {
    const client = server.client({ Merchant: 'BDWL' });
    const list = (await client.get('/wps/member/securityQuestions', { token: await client.token() })).body.value;
    expect(list).toHaveLength(8);
    expect(list[0]).toEqual({ id: 1, question: 'আপনার প্রথম স্কুলের নাম কী?' });
  });

  it("answers the member's questions and never the answers", async () => {
    const client = server.client();
    const demo = (await client.get('/wps/member/customerSecurityQuestions', { token: await client.token() })).body.value;
    expect(demo).toEqual({ set: false, questions: [] });
    const agent = await client.get('/wps/member/customerSecurityQuestions', { token: await client.token(AGENT.username, AGENT.password) });
    expect(agent.body.value.set).toBe(true);
    expect(agent.body.value.questions.map((q: { questionId: number }) => q.questionId)).toEqual([1, 3, 4]);
    expect(agent.body.value.questions[1]).toEqual({
      questionId: 3,
      question: 'Who is your favourite cricketer?',
      updatedAt: expect.any(String),
    });
    expect(agent.text).not.toMatch(/Shakib|Nokia|Motijheel|scrypt/);
  });

  it('sets three answers with the login password, stored hashed; the security level rises', async () => {
    const client = server.client();
    const token = await client.token();
    const reply = await client.post('/wps/member/customerSecurityQuestions', {
      token,
      json: { password: 'Demo@1234', answers: threeAnswers },
    });
    expect(reply.body.value).toMatchObject({ set: true, questions: [{ questionId: 2 }, { questionId: 6 }, { questionId: 8 }] });
    const stored = server.api.db.prepare('SELECT answer_hash FROM mc_security_answers WHERE question_id = 6').all() as {
      answer_hash: string;
    }[];
    expect(stored).toHaveLength(1);
    expect(stored[0]!.answer_hash).not.toContain('biryani');
    expect(await answerMatches('  KACCHI   Biryani ', stored[0]!.answer_hash)).toBe(true);
    expect(await answerMatches('Tehari', stored[0]!.answer_hash)).toBe(false);
    const config = (await client.get('/wps/member/securityConfig', { token })).body.value;
    expect(config).toMatchObject({ level: 'HIGH', score: 5, items: { securityQuestions: true } });
    expect((await client.get('/wps/member/info', { token })).body.value.securityLevel).toBe('HIGH');
  });

  it("seeds agent01's answers with hashes that match them", async () => {
    for (const [, answer, hash] of AGENT_SECURITY_ANSWERS) expect(await answerMatches(answer.toUpperCase(), hash)).toBe(true);
  });

  it('replaces the earlier answers as a whole', async () => {
    const client = server.client();
    const token = await client.token(AGENT.username, AGENT.password);
    await client.post('/wps/member/customerSecurityQuestions', { token, json: { password: AGENT.password, answers: threeAnswers } });
    const value = (await client.get('/wps/member/customerSecurityQuestions', { token })).body.value;
    expect(value.questions.map((q: { questionId: number }) => q.questionId)).toEqual([2, 6, 8]);
  });

  it('refuses anything but three different known questions answered with 2-50 characters, listing each problem', async () => {
    const client = server.client();
    const token = await client.token();
    const send = (answers: unknown) =>
      client.post('/wps/member/customerSecurityQuestions', { token, json: { password: 'Demo@1234', answers } });
    expect((await send(threeAnswers.slice(0, 2))).body).toMatchObject({
      errorCode: 'SECURITY_QUESTIONS_INVALID',
      value: { required: 3, problems: [] },
    });
    const bad = await send([
      { questionId: 99, answer: 'x1' },
      { questionId: 2, answer: 'a' },
      { questionId: 2, answer: 'Dhaka' },
    ]);
    expect(bad.body.value.problems).toEqual([
      { index: 0, problem: 'question' },
      { index: 1, problem: 'length' },
      { index: 2, problem: 'duplicate' },
    ]);
    expect((await send('not a list')).body.errorCode).toBe('SECURITY_QUESTIONS_INVALID');
    const wrong = await client.post('/wps/member/customerSecurityQuestions', { token, json: { password: 'nope', answers: threeAnswers } });
    expect(wrong.body.errorCode).toBe('LOGIN_PASSWORD_INCORRECT');
    expect((await client.get('/wps/member/customerSecurityQuestions', { token })).body.value.set).toBe(false);
  });
});
