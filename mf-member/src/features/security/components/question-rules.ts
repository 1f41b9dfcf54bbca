/** CONTRACT section 16: three different questions, each answer 2-50 characters. */
export const QUESTION_COUNT = 3;
export const ANSWER_MIN = 2;
export const ANSWER_MAX = 50;

export interface QuestionRow {
  questionId: string;
  answer: string;
}
export type RowProblem = 'question' | 'duplicate' | 'length' | null;

/** The problem of each row, in order: a question chosen, not chosen twice, an answer of the right length. */
export function rowProblems(rows: QuestionRow[]): RowProblem[] {
  return rows.map((row, i) => {
    if (!row.questionId) return 'question';
    if (rows.findIndex((r) => r.questionId === row.questionId) !== i) return 'duplicate';
    const n = [...row.answer.trim()].length;
    return n < ANSWER_MIN || n > ANSWER_MAX ? 'length' : null;
  });
}
