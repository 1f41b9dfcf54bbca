import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import { ApiError } from '../http/api-error.ts';
import { htmlPageHeaders } from '@wl/http-answers/html-page';
import { parseFormObject, readRawBody } from '../http/request-body.ts';
import { requestUrl } from '../http/request-url.ts';
import type { DevApiState } from '../server/dev-api-state.ts';
import { takaText } from './cashier-errors.ts';
import { approveDeposit, expireStaleDeposits, findDepositBySession, rejectDeposit } from './deposits.ts';
import { pendingRequests } from './operator.ts';
import { withResult } from './return-url.ts';
import { payWithdrawal, rejectWithdrawal } from './withdrawals.ts';

// HTML pages of the dev API's cashier: the operator's queue (/dev/cashier) and the simulated payment
// gateway (/dev/gateway/pay). Plain server-rendered forms; every value is escaped.

const OPERATOR_PATH = '/dev/cashier';
const GATEWAY_PATH = '/dev/gateway/pay';

export const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:960px;padding:16px;color:#14213d}
table{border-collapse:collapse;width:100%;margin-bottom:24px}th,td{border-bottom:1px solid #ccd;padding:6px;text-align:left;font-size:14px}
form{display:inline}button{min-height:36px;margin:2px;padding:0 12px;border-radius:6px;border:1px solid #334;background:#fff;cursor:pointer}
button.primary{background:#0a7d3b;color:#fff;border-color:#0a7d3b}button.danger{background:#b3261e;color:#fff;border-color:#b3261e}
.note{padding:8px 12px;border-radius:6px;background:#eef5ff}.card{max-width:420px;margin:40px auto;padding:24px;border:1px solid #ccd;border-radius:12px;text-align:center}
.amount{font-size:32px;font-weight:700;margin:12px 0}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    ...htmlPageHeaders({ styles: [STYLE] }),
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
  });
  res.end(html);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { ...htmlPageHeaders(), Location: location, 'Content-Length': 0 });
  res.end();
}

const button = (action: string, id: number, label: string, kind: string, path = OPERATOR_PATH) =>
  `<form method="post" action="${path}"><input type="hidden" name="action" value="${escapeHtml(action)}"><input type="hidden" name="id" value="${escapeHtml(id)}"><button class="${kind}" type="submit">${escapeHtml(label)}</button></form>`;

function operatorPage(state: DevApiState, query: URLSearchParams): string {
  const { deposits, withdrawals } = pendingRequests(state.db, state.clock(), 'EN');
  const flash = query.get('done') ?? query.get('error');
  const depositRows = deposits.map(
    (d) => `<tr><td>${escapeHtml(d.orderNo)}</td><td>${escapeHtml(d.username)}</td><td>${escapeHtml(d.channelName)}</td>
<td>৳${escapeHtml(d.amount.toFixed(2))}${d.bonus ? ` + ${escapeHtml(d.bonus.toFixed(2))}` : ''}</td><td>${escapeHtml(d.trxId ?? d.payerName ?? d.reference)}</td><td>${escapeHtml(d.createdAt)}</td>
<td>${button('approve-deposit', d.id, `Approve ${d.orderNo}`, 'primary')}${button('reject-deposit', d.id, `Reject ${d.orderNo}`, 'danger')}</td></tr>`,
  );
  const withdrawalRows = withdrawals.map(
    (
      w,
    ) => `<tr><td>${escapeHtml(w.orderNo)}</td><td>${escapeHtml(w.username)}</td><td>${escapeHtml(w.channelName)} ${escapeHtml(w.maskedNumber)}</td>
<td>৳${escapeHtml(w.amount.toFixed(2))}</td><td>${escapeHtml(w.createdAt)}</td>
<td>${button('pay-withdrawal', w.id, `Pay ${w.orderNo}`, 'primary')}${button('reject-withdrawal', w.id, `Reject ${w.orderNo}`, 'danger')}</td></tr>`,
  );
  const table = (caption: string, head: string[], rows: string[]) =>
    `<h2>${caption}</h2>${rows.length ? `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>` : '<p>None pending.</p>'}`;
  return page(
    'Cashier operator (dev)',
    `<h1>Cashier operator (dev only)</h1>${flash ? `<p class="note" role="status">${escapeHtml(flash)}</p>` : ''}
${table('Pending deposits', ['Order', 'Member', 'Channel', 'Amount', 'TrxID / payer / reference', 'Created', ''], depositRows)}
${table('Pending withdrawals', ['Order', 'Member', 'Account', 'Amount', 'Created', ''], withdrawalRows)}`,
  );
}

const REJECTED = 'Rejected by the operator';

/** The operator page's buttons: what each does to request `id`, and what the page says after. */
const OPERATOR_ACTIONS: Record<string, { act: (db: DatabaseSync, id: number, now: number) => unknown; done: (id: number) => string }> = {
  'approve-deposit': { act: (db, id, now) => approveDeposit(db, id, now), done: (id) => `Deposit ${id} approved` },
  'reject-deposit': { act: (db, id, now) => rejectDeposit(db, id, now, REJECTED), done: (id) => `Deposit ${id} rejected` },
  'pay-withdrawal': { act: (db, id, now) => payWithdrawal(db, id, now), done: (id) => `Withdrawal ${id} paid` },
  'reject-withdrawal': { act: (db, id, now) => rejectWithdrawal(db, id, now, REJECTED), done: (id) => `Withdrawal ${id} rejected` },
};

function operatorAction(state: DevApiState, form: Record<string, unknown>): string {
  const id = Number(form.id);
  const action =
    typeof form.action === 'string' && Object.hasOwn(OPERATOR_ACTIONS, form.action) ? OPERATOR_ACTIONS[form.action] : undefined;
  if (!Number.isSafeInteger(id) || !action) throw new ApiError(400, 'request_body_invalid');
  action.act(state.db, id, state.clock());
  return action.done(id);
}

function gatewayPage(state: DevApiState, session: string): { status: number; html: string } {
  expireStaleDeposits(state.db, state.clock());
  const row = findDepositBySession(state.db, session);
  if (!row) return { status: 404, html: page('Payment', '<div class="card"><h1>পেমেন্ট পাওয়া যায়নি / Payment not found</h1></div>') };
  const back = row.return_url ? withResult(row.return_url, row.status === 'approved' ? 'paid' : row.status, row.id) : '/m/voucherCenter';
  if (row.status !== 'pending') {
    return {
      status: 200,
      html: page(
        'Payment',
        `<div class="card"><h1>পেমেন্ট শেষ / Payment closed</h1><p>${escapeHtml(row.status)}</p><a href="${escapeHtml(back)}">সাইটে ফিরুন / Back to the site</a></div>`,
      ),
    };
  }
  const choice = (outcome: string, label: string, kind: string) =>
    `<form method="post" action="${GATEWAY_PATH}"><input type="hidden" name="session" value="${escapeHtml(session)}"><input type="hidden" name="outcome" value="${outcome}"><button class="${kind}" type="submit">${escapeHtml(label)}</button></form>`;
  return {
    status: 200,
    html: page(
      'Khela24 Pay (simulated)',
      `<main class="card" data-testid="dev-gateway"><h1>Khela24 Pay</h1><p>সিমুলেটেড পেমেন্ট পেজ / Simulated payment page</p>
<p>অর্ডার / Order D${escapeHtml(String(row.id).padStart(8, '0'))}</p><p class="amount">৳${escapeHtml(takaText(row.amount_paisa))}</p>
${choice('pay', 'পরিশোধ করুন / Pay', 'primary')}${choice('cancel', 'বাতিল / Cancel', '')}${choice('fail', 'ব্যর্থ করুন / Fail', 'danger')}</main>`,
    ),
  };
}

function gatewayOutcome(state: DevApiState, form: Record<string, unknown>): string {
  const now = state.clock();
  expireStaleDeposits(state.db, now);
  const row = typeof form.session === 'string' ? findDepositBySession(state.db, form.session) : undefined;
  if (!row?.return_url) throw new ApiError(404, 'DEPOSIT_NOT_FOUND');
  let result: string = row.status === 'approved' ? 'paid' : row.status;
  if (row.status === 'pending') {
    if (form.outcome === 'pay') {
      approveDeposit(state.db, row.id, now);
      result = 'paid';
    } else if (form.outcome === 'cancel' || form.outcome === 'fail') {
      rejectDeposit(state.db, row.id, now, form.outcome === 'cancel' ? 'Cancelled on the payment page' : 'Payment failed');
      result = form.outcome === 'cancel' ? 'cancelled' : 'failed';
    } else {
      throw new ApiError(400, 'request_body_invalid');
    }
  }
  return withResult(row.return_url, result, row.id);
}

/** Answers the cashier's HTML pages and their form posts; false for any other request. */
export async function serveCashierPages(state: DevApiState, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const url = requestUrl(req);
  const path = url.pathname.replace(/\/+$/, '');
  if (path !== OPERATOR_PATH && path !== GATEWAY_PATH) return false;
  const method = (req.method ?? 'GET').toUpperCase();
  try {
    if (method === 'GET' && path === OPERATOR_PATH) send(res, 200, operatorPage(state, url.searchParams));
    else if (method === 'GET') {
      const { status, html } = gatewayPage(state, url.searchParams.get('session') ?? '');
      send(res, status, html);
    } else if (method === 'POST' && path === OPERATOR_PATH) {
      const form = parseFormObject(await readRawBody(req));
      let note: string;
      try {
        note = `done=${encodeURIComponent(operatorAction(state, form))}`;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        note = `error=${encodeURIComponent(error.code)}`;
      }
      redirect(res, `${OPERATOR_PATH}?${note}`);
    } else if (method === 'POST') redirect(res, gatewayOutcome(state, parseFormObject(await readRawBody(req))));
    else send(res, 405, page('Not allowed', '<p>Method not allowed</p>'));
  } catch (error) {
    if (!(error instanceof ApiError)) console.error('[dev-api] cashier page', error);
    send(
      res,
      error instanceof ApiError ? error.status : 500,
      page('Error', `<p>${escapeHtml(error instanceof ApiError ? error.code : 'internal_error')}</p>`),
    );
  }
  return true;
}
