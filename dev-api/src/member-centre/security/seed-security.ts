import type { DatabaseSync } from 'node:sqlite';
import { seededMemberId } from '../../lobby/seed/seed-members.ts';

// Payee names and verified numbers of the seeded accounts; agent01 has set its security questions
// (answers: "Motijheel Model School", "Shakib", "Nokia"), demo01 has not.
const PROFILES: [username: string, payeeName: string | null, mobileVerified: boolean][] = [
  ['demo01', 'Rahim Uddin', true],
  ['agent01', 'Karim Hossain', true],
  ['subagent01', 'মাহমুদ হাসান', true],
  ['nusrat99', null, true],
  ['sumaiya88', 'Sumaiya Akter', false],
];

// [question, answer, hashAnswer(answer) made once: seeding every test database costs no scrypt time]
export const AGENT_SECURITY_ANSWERS: [questionId: number, answer: string, hash: string][] = [
  [1, 'Motijheel Model School', 'scrypt$16384$8$1$2Xwe/b3vT6GzD7jX6VKNsw==$SijUYVHvLmpI6AuWKnVPrABB+ACe91TecLrrshPSIVY='],
  [3, 'Shakib', 'scrypt$16384$8$1$4nr8saLOcqEinL6oFukIFg==$5w/aYmxXZ+FTEa6ucsF7/jOuDsu0fYU1FHcNn5tL74k='],
  [4, 'Nokia', 'scrypt$16384$8$1$WbWW2uXxf1xyLR49uZ6EGA==$9bKlsHwl6lyNiaBqGKYLCURkt/O/cdck1GZZIjFQels='],
];

export function seedSecurity(db: DatabaseSync, now: number): void {
  const profile = db.prepare('INSERT OR IGNORE INTO mc_profiles (member_id, payee_name, mobile_verified, updated_at) VALUES (?, ?, ?, ?)');
  for (const [username, payeeName, verified] of PROFILES) {
    const id = seededMemberId(db, username);
    if (id !== null) profile.run(id, payeeName, verified ? 1 : 0, now);
  }
  const agent = seededMemberId(db, 'agent01');
  if (agent === null) return;
  const answer = db.prepare(
    'INSERT OR IGNORE INTO mc_security_answers (member_id, question_id, answer_hash, updated_at) VALUES (?, ?, ?, ?)',
  );
  for (const [questionId, , hash] of AGENT_SECURITY_ANSWERS) answer.run(agent, questionId, hash, now);
}
