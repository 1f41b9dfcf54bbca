import { rowProblems } from './question-rules.ts';

describe('security question rows', () => {
  it('accepts three different questions with answers of 2-50 characters', () => {
    expect(
      rowProblems([
        { questionId: '1', answer: 'ab' },
        { questionId: '2', answer: 'x'.repeat(50) },
        { questionId: '3', answer: 'ঢাকা' },
      ]),
    ).toEqual([null, null, null]);
  });
  it('names the row without a question, the repeated question and the answer of a wrong length', () => {
    expect(
      rowProblems([
        { questionId: '', answer: 'ab' },
        { questionId: '2', answer: 'ok' },
        { questionId: '2', answer: 'ok' },
      ]),
    ).toEqual(['question', null, 'duplicate']);
    expect(
      rowProblems([
        { questionId: '1', answer: ' a ' },
        { questionId: '2', answer: 'x'.repeat(51) },
        { questionId: '3', answer: 'ok' },
      ]),
    ).toEqual(['length', 'length', null]);
  });
});
