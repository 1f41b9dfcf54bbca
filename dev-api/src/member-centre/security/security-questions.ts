import type { DatabaseSync } from 'node:sqlite';
import { hashPasswordAsync, verifyPasswordAsync } from '../../crypto/passwords.ts';
import { pick, type Language } from '../../http/language.ts';

export const SECURITY_QUESTIONS: { id: number; bn: string; en: string }[] = [
  { id: 1, bn: 'আপনার প্রথম স্কুলের নাম কী?', en: 'What was the name of your first school?' },
  { id: 2, bn: 'আপনার মায়ের জন্মস্থান কোথায়?', en: 'Where was your mother born?' },
  { id: 3, bn: 'আপনার প্রিয় ক্রিকেটারের নাম কী?', en: 'Who is your favourite cricketer?' },
  { id: 4, bn: 'আপনার প্রথম মোবাইল ফোনের ব্র্যান্ড কী ছিল?', en: 'What brand was your first mobile phone?' },
  { id: 5, bn: 'ছোটবেলার সবচেয়ে কাছের বন্ধুর নাম কী?', en: 'What was the name of your closest childhood friend?' },
  { id: 6, bn: 'আপনার প্রিয় খাবার কী?', en: 'What is your favourite food?' },
  { id: 7, bn: 'আপনি কোন শহরে বড় হয়েছেন?', en: 'In which town did you grow up?' },
  { id: 8, bn: 'আপনার প্রথম পোষা প্রাণীর নাম কী?', en: 'What was the name of your first pet?' },
];

/** A member sets exactly this many different questions. */
export const QUESTIONS_PER_MEMBER = 3;
export const ANSWER_MIN_LENGTH = 2;
export const ANSWER_MAX_LENGTH = 50;

const questionText = (id: number, language: Language) => {
  const question = SECURITY_QUESTIONS.find((q) => q.id === id);
  return question ? pick(language, question) : null;
};

/** How an answer is compared: case, surrounding and repeated spaces do not matter ("Dhaka " = "dhaka"). */
export const normalizeAnswer = (answer: string) => answer.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

// Answers are hashed like passwords (scrypt with a salt, on the password queue): they unlock an account, so they are secrets.
export const hashAnswer = (answer: string) => hashPasswordAsync(normalizeAnswer(answer));
export const answerMatches = (answer: string, stored: string) => verifyPasswordAsync(normalizeAnswer(answer), stored);

export function memberQuestions(db: DatabaseSync, memberId: number, language: Language) {
  const rows = db
    .prepare('SELECT question_id, updated_at FROM mc_security_answers WHERE member_id = ? ORDER BY question_id')
    .all(memberId) as {
    question_id: number;
    updated_at: number;
  }[];
  return rows.map((row) => ({
    questionId: row.question_id,
    question: questionText(row.question_id, language),
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}

export function replaceAnswers(db: DatabaseSync, memberId: number, answers: { questionId: number; hash: string }[], now: number): void {
  db.prepare('DELETE FROM mc_security_answers WHERE member_id = ?').run(memberId);
  const insert = db.prepare('INSERT INTO mc_security_answers (member_id, question_id, answer_hash, updated_at) VALUES (?, ?, ?, ?)');
  for (const answer of answers) insert.run(memberId, answer.questionId, answer.hash, now);
}

export const hasSecurityQuestions = (db: DatabaseSync, memberId: number) =>
  (db.prepare('SELECT COUNT(*) AS n FROM mc_security_answers WHERE member_id = ?').get(memberId) as { n: number }).n >=
  QUESTIONS_PER_MEMBER;
