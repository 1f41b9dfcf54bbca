import type { DatabaseSync } from 'node:sqlite';
import { issueFor } from '../lottery-draws.ts';
import { seededMemberId } from './seed-members.ts';

const MINUTE = 60 * 1000;

// [play, bet content, amount in paisa, odds, status, win in paisa]
type SubOrderSeed = [string, string, number, number, string, number];

/** demo01's lottery orders: one still open (its sub-orders can be cancelled), one settled, one partly cancelled. */
export function seedLottery(db: DatabaseSync, now: number): void {
  const demo = seededMemberId(db, 'demo01');
  const games = db.prepare("SELECT node_id, game_type FROM lobby_games WHERE game_type IN ('LOTT', 'ELOTT') ORDER BY node_id").all() as {
    node_id: number;
    game_type: string;
  }[];
  if (demo === null || games.length === 0) return;
  const lott = games.filter((g) => g.game_type === 'LOTT');
  const elott = games.filter((g) => g.game_type === 'ELOTT');
  const plan: { node: number; minutesAgo: number; subs: SubOrderSeed[] }[] = [
    {
      node: lott[0]!.node_id,
      minutesAgo: 0,
      subs: [
        ['Big/Small', 'Big', 5000, 1.98, 'PENDING', 0],
        ['Odd/Even', 'Odd', 2000, 1.98, 'PENDING', 0],
      ],
    },
    {
      node: lott[1]!.node_id,
      minutesAgo: 30,
      subs: [
        ['First digit', '7', 1000, 9.7, 'WON', 9700],
        ['Big/Small', 'Small', 3000, 1.98, 'LOST', 0],
      ],
    },
    {
      node: elott[0]!.node_id,
      minutesAgo: 120,
      subs: [
        ['Sum', '11', 2000, 6.5, 'LOST', 0],
        ['Triple', '6,6,6', 500, 150, 'CANCELLED', 0],
      ],
    },
  ];
  const order = db.prepare('INSERT INTO lobby_lottery_orders (id, member_id, node_id, issue, created_at) VALUES (?, ?, ?, ?, ?)');
  const sub = db.prepare(
    'INSERT INTO lobby_lottery_suborders (id, order_id, play_name, bet_content, amount_paisa, odds, status, win_paisa) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  let subId = 1;
  plan.forEach((p, i) => {
    const created = now - p.minutesAgo * MINUTE;
    order.run(i + 1, demo, p.node, issueFor(created), created);
    for (const [play, content, amount, odds, status, win] of p.subs) sub.run(subId++, i + 1, play, content, amount, odds, status, win);
  });
}
