import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../../db/transaction.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Language } from '../../http/language.ts';
import { dayLabel, dhakaDay } from '../../records/period.ts';
import { conditionTexts, CONTRACT_KINDS, tiersView, type ContractKind, type ContractTerms } from './contract-terms.ts';

type ContractStatus = 'PENDING' | 'SIGNED' | 'REJECTED' | 'SUPERSEDED';

export interface ContractRow {
  id: number;
  agent_id: number;
  offered_by: number | null;
  kind: ContractKind;
  status: ContractStatus;
  terms: string;
  start_day: number;
  end_day: number;
  offered_at: number;
  answered_at: number | null;
}

export const termsOf = (row: ContractRow) => JSON.parse(row.terms) as ContractTerms;

export function contractView(db: DatabaseSync, row: ContractRow, language: Language) {
  const terms = termsOf(row);
  const offeredBy =
    row.offered_by === null
      ? null
      : (db.prepare('SELECT username AS account, nickname FROM members WHERE id = ?').get(row.offered_by) as {
          account: string;
          nickname: string | null;
        });
  const startDate = dayLabel(row.start_day);
  const endDate = dayLabel(row.end_day);
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    // null: offered by the platform itself (a top-level agent has no upline)
    offeredBy,
    offeredAt: new Date(row.offered_at).toISOString(),
    answeredAt: row.answered_at === null ? null : new Date(row.answered_at).toISOString(),
    startDate,
    endDate,
    activeMemberMinValidBet: terms.activeMinValidBet / 100,
    tiers: tiersView(terms),
    conditions: conditionTexts(terms, startDate, endDate, language),
  };
}

const rowsOf = (db: DatabaseSync, agentId: number, kind: ContractKind) =>
  db
    .prepare('SELECT * FROM agent_contracts WHERE agent_id = ? AND kind = ? ORDER BY offered_at DESC, id DESC')
    .all(agentId, kind) as unknown as ContractRow[];

/** The agent's contracts of one kind: the offer waiting for an answer, the signed one, and the earlier ones. */
export function contractsOf(db: DatabaseSync, agentId: number, kind: ContractKind, language: Language) {
  const rows = rowsOf(db, agentId, kind);
  const view = (row: ContractRow | undefined) => (row ? contractView(db, row, language) : null);
  return {
    kind,
    pending: view(rows.find((r) => r.status === 'PENDING')),
    signed: view(rows.find((r) => r.status === 'SIGNED')),
    history: rows.filter((r) => r.status === 'REJECTED' || r.status === 'SUPERSEDED').map((r) => contractView(db, r, language)),
  };
}

/** The kinds with an offer waiting for the member's answer (the home's contract prompts). */
export function pendingKinds(db: DatabaseSync, memberId: number): ContractKind[] {
  const kinds = (
    db.prepare("SELECT kind FROM agent_contracts WHERE agent_id = ? AND status = 'PENDING'").all(memberId) as { kind: ContractKind }[]
  ).map((r) => r.kind);
  return CONTRACT_KINDS.filter((kind) => kinds.includes(kind));
}

/** The signed (or since superseded) contract of a kind in force on a day: the terms that day is paid by. */
export function contractInForce(db: DatabaseSync, agentId: number, kind: ContractKind, day: number): ContractRow | null {
  return (
    (db
      .prepare(`SELECT * FROM agent_contracts WHERE agent_id = ? AND kind = ? AND status IN ('SIGNED', 'SUPERSEDED') AND start_day <= ? AND end_day >= ?
        ORDER BY answered_at DESC, id DESC`)
      .get(agentId, kind, day, day) as ContractRow | undefined) ?? null
  );
}

/**
 * Accepts or rejects the offer waiting for the agent. Accepting signs it and ends the contract it replaces
 * the day before the new one starts. 404 CONTRACT_NOT_FOUND: no such contract of this agent and kind
 * (another agent's included); 409 CONTRACT_ALREADY_ANSWERED: it was answered before.
 */
export function answerContract(
  db: DatabaseSync,
  agentId: number,
  kind: ContractKind,
  contractId: number | null,
  accept: boolean,
  now: number,
): ContractRow {
  return inTransaction(db, () => {
    const rows = rowsOf(db, agentId, kind);
    const target = contractId === null ? rows.find((r) => r.status === 'PENDING') : rows.find((r) => r.id === contractId);
    if (!target) throw new ApiError(404, 'CONTRACT_NOT_FOUND');
    if (target.status !== 'PENDING') throw new ApiError(409, 'CONTRACT_ALREADY_ANSWERED', { value: { status: target.status } });
    if (accept) {
      const startDay = Math.max(target.start_day, dhakaDay(now));
      db.prepare(
        "UPDATE agent_contracts SET status = 'SUPERSEDED', end_day = MAX(start_day, MIN(end_day, ?)) WHERE agent_id = ? AND kind = ? AND status = 'SIGNED'",
      ).run(startDay - 1, agentId, kind);
      db.prepare("UPDATE agent_contracts SET status = 'SIGNED', start_day = ?, answered_at = ? WHERE id = ?").run(startDay, now, target.id);
    } else {
      db.prepare("UPDATE agent_contracts SET status = 'REJECTED', answered_at = ? WHERE id = ?").run(now, target.id);
    }
    return db.prepare('SELECT * FROM agent_contracts WHERE id = ?').get(target.id) as unknown as ContractRow;
  });
}
