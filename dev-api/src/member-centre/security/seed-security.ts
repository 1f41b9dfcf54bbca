import type { DatabaseSync } from 'node:sqlite';
import { seededMemberId } from '../../lobby/seed/seed-members.ts';
import { seedAnswerHash } from './security-questions.ts';

// Payee names and verified numbers of the seeded accounts; agent01 has set its security questions
// (answers: "Motijheel Model School", "Shakib", "Nokia"), demo01 has not.
const PROFILES: [username: string, payeeName: string | null, mobileVerified: boolean][] = [
  ['demo01', 'Rahim Uddin', true],
  ['agent01', 'Karim Hossain', true],
  ['subagent01', 'মাহমুদ হাসান', true],
  ['nusrat99', null, true],
  ['sumaiya88', 'Sumaiya Akter', false],
];

export const AGENT_SECURITY_ANSWERS: [questionId: number, answer: string][] = [
  [1, 'Motijheel Model School'],
  [3, 'Shakib'],
  [4, 'Nokia'],
];

export function seedSecurity(db: DatabaseSync, now: number): void {
  const profile = db.prepare('INSERT OR IGNORE INTO mc_profiles (member_id, payee_name, mobile_verified, updated_at) VALUES (?, ?, ?, ?)');
  for (const [username, payeeName, verified] of PROFILES) {
    const id = seededMemberId(db, username);
    if (id !== null) profile.run(id, payeeName, verified ? 1 : 0, now);
  }
  const agent = seededMemberId(db, 'agent01');
  if (agent === null) return;
  const answer = db.prepare('INSERT OR IGNORE INTO mc_security_answers (member_id, question_id, answer_hash, updated_at) VALUES (?, ?, ?, ?)');
  for (const [questionId, text] of AGENT_SECURITY_ANSWERS) answer.run(agent, questionId, seedAnswerHash(text), now);
}
