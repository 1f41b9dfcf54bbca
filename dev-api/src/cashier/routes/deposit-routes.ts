import { ApiError } from '../../http/api-error.ts';
import { textField } from '../../http/body-fields.ts';
import type { MemberRow } from '../../members/member-repo.ts';
import { pick, type Language } from '../../http/language.ts';
import type { Route, RouteContext } from '../../server/route.ts';
import { parseAmountPaisa } from '../amount.ts';
import { BANKS_BY_VENDOR, channelLogo, DEPOSIT_CHANNELS, findChannel, type DepositChannel } from '../catalogue.ts';
import {
  attachProof,
  depositView,
  expireStaleDeposits,
  findDeposit,
  insertDeposit,
  refuseOverOpenDeposits,
  trxIdTaken,
  type DepositRow,
} from '../deposits.ts';
import { cashierRoute } from '../guards.ts';
import { idempotent } from '../idempotency.ts';
import { promosFor, promoView, quotePromo } from '../promos.ts';
import { safeReturnPath } from '../return-url.ts';
import { refuseOverLimits } from '../../protection/index.ts';

const GATEWAY_PAGE_PATH = '/dev/gateway/pay';

function channelView(channel: DepositChannel, language: Language) {
  return {
    code: channel.code,
    flow: channel.flow,
    name: pick(language, channel.name),
    logo: channelLogo(channel.code),
    min: channel.minPaisa / 100,
    max: channel.maxPaisa / 100,
    quickAmounts: channel.quickPaisa.map((p) => p / 100),
    windowMinutes: channel.windowMinutes,
    receivingNumber: channel.receivingNumber ?? null,
    accountType: channel.accountType ?? null,
    senderPattern: channel.numberPattern ?? null,
    trxIdPattern: channel.trxIdPattern ?? null,
    trxIdExample: channel.trxIdExample ?? null,
    bankVendor: channel.flow === 'bank' ? channel.code : null,
    instructions: pick(language, channel.instructions),
  };
}

function channelOf(value: string, flows: DepositChannel['flow'][]): DepositChannel {
  const channel = findChannel(value);
  if (!channel || !flows.includes(channel.flow)) throw new ApiError(404, 'CHANNEL_NOT_FOUND');
  return channel;
}

/** Where the money goes for this request: the wallet number, or the bank account and the reference. */
function payTo(row: DepositRow, language: Language) {
  const channel = findChannel(row.channel_code)!;
  if (row.flow === 'ewallet') return { receivingNumber: channel.receivingNumber, accountType: channel.accountType };
  if (row.flow === 'bank') {
    const bank = BANKS_BY_VENDOR[channel.code]?.find((b) => b.code === row.bank_code);
    return bank
      ? { bankName: pick(language, bank.name), accountName: bank.accountName, accountNumber: bank.accountNumber, branch: bank.branch }
      : null;
  }
  return null;
}

function depositReply(row: DepositRow, language: Language) {
  return {
    ...depositView(row, language),
    payTo: payTo(row, language),
    payUrl: row.flow === 'gateway' && row.status === 'pending' ? `${GATEWAY_PAGE_PATH}?session=${row.gateway_session}` : null,
  };
}

/** The player's proof of an e-wallet payment: both fields, in the channel's formats; TrxIDs are upper-cased. */
function ewalletProof(ctx: RouteContext, channel: DepositChannel, body: Record<string, unknown>) {
  const senderNumber = textField(body, 'senderNumber');
  const trxId = textField(body, 'trxId').toUpperCase();
  if (!new RegExp(channel.numberPattern!).test(senderNumber))
    throw new ApiError(400, 'SENDER_NUMBER_INVALID', { value: { pattern: channel.numberPattern } });
  if (!new RegExp(channel.trxIdPattern!).test(trxId))
    throw new ApiError(400, 'TRXID_INVALID', { value: { pattern: channel.trxIdPattern, example: channel.trxIdExample } });
  if (trxIdTaken(ctx.db, channel.code, trxId)) throw new ApiError(409, 'TRXID_USED');
  return { senderNumber, trxId };
}

function payerName(body: Record<string, unknown>): string {
  const name = textField(body, 'payerName');
  if (!/^[\p{L}\p{M}][\p{L}\p{M} .'-]{1,59}$/u.test(name)) throw new ApiError(400, 'PAYER_NAME_INVALID');
  return name;
}

/** The amount and the optional promotion of a new deposit; the bonus is what approval will credit. */
function amountAndPromo(ctx: RouteContext, memberId: number, channel: DepositChannel, body: Record<string, unknown>) {
  const amountPaisa = parseAmountPaisa(body.amount, { minPaisa: channel.minPaisa, maxPaisa: channel.maxPaisa });
  const promoText = textField(body, 'promoId');
  if (promoText === '' || promoText === '0') return { amountPaisa, promoId: null, bonusPaisa: 0 };
  const quote = quotePromo(ctx.db, memberId, Number(promoText), channel, amountPaisa);
  return { amountPaisa, promoId: quote.promo.id, bonusPaisa: quote.bonusPaisa };
}

function ownDeposit(ctx: RouteContext, memberId: number, id: number): DepositRow {
  expireStaleDeposits(ctx.db, ctx.now);
  const row = Number.isSafeInteger(id) ? findDeposit(ctx.db, id) : undefined;
  if (!row || row.member_id !== memberId) throw new ApiError(404, 'DEPOSIT_NOT_FOUND');
  return row;
}

/** A deposit call with an Idempotency-Key: a retry with the same key and body answers the first reply. */
const depositCall = (path: string, scope: string, work: (ctx: RouteContext, member: MemberRow, body: Record<string, unknown>) => unknown) =>
  cashierRoute('POST', path, async (ctx, member) => {
    const body = await ctx.readBody();
    return idempotent(ctx, member.id, scope, body, { work: () => work(ctx, member, body) });
  });

export const depositRoutes: Route[] = [
  cashierRoute('GET', '/wps/relay/MCS2_depositChannels', (ctx) => ({ list: DEPOSIT_CHANNELS.map((c) => channelView(c, ctx.language)) })),
  cashierRoute('GET', '/wps/relay/MCS2_bankListByVendor', (ctx) => {
    const vendor = channelOf(ctx.query.get('vendor')?.trim() || 'LOCAL_BANK', ['bank']).code;
    return {
      vendor,
      list: BANKS_BY_VENDOR[vendor]!.map((b) => ({
        bankCode: b.code,
        bankName: pick(ctx.language, b.name),
        accountName: b.accountName,
        accountNumber: b.accountNumber,
        branch: b.branch,
      })),
    };
  }),
  cashierRoute('GET', '/wps/relay/MCS2_promoList', (ctx, member) => {
    const channel = channelOf(ctx.query.get('channelCode')?.trim() || '', ['ewallet', 'bank', 'gateway']);
    return { list: promosFor(ctx.db, member.id, channel).map((p) => promoView(p, ctx.language)) };
  }),
  // A quote, changing nothing: the bonus this promotion would add to this deposit. The deposit carries promoId.
  cashierRoute('POST', '/wps/relay/MCS2_acceptPromo', async (ctx, member) => {
    const body = await ctx.readBody();
    const channel = channelOf(textField(body, 'channelCode'), ['ewallet', 'bank', 'gateway']);
    const amountPaisa = parseAmountPaisa(body.amount, { minPaisa: channel.minPaisa, maxPaisa: channel.maxPaisa });
    const quote = quotePromo(ctx.db, member.id, Number(textField(body, 'promoId')), channel, amountPaisa);
    return {
      ...promoView(quote.promo, ctx.language),
      amount: amountPaisa / 100,
      bonus: quote.bonusPaisa / 100,
      total: (amountPaisa + quote.bonusPaisa) / 100,
    };
  }),
  // An e-wallet or bank-transfer deposit request; the proof may come with it or later (MCS2_manualTransferConfirm).
  depositCall('/wps/relay/MCS2_manualTransfer', 'deposit.manual', (ctx, member, body) => {
    const channel = channelOf(textField(body, 'channelCode'), ['ewallet', 'bank']);
    const money = amountAndPromo(ctx, member.id, channel, body);
    // the player's own limits first (decision 033): checked and inserted in the idempotent call's one transaction
    refuseOverLimits(ctx.db, member.id, money.amountPaisa, ctx.now);
    refuseOverOpenDeposits(ctx.db, member.id, ctx.state.bounds.depositOpenClaims, ctx.now);
    let bankCode: string | null = null;
    if (channel.flow === 'bank') {
      bankCode = textField(body, 'bankCode').toUpperCase();
      if (!BANKS_BY_VENDOR[channel.code]!.some((b) => b.code === bankCode)) throw new ApiError(400, 'BANK_NOT_FOUND');
    }
    const hasProof =
      channel.flow === 'ewallet'
        ? textField(body, 'trxId') !== '' || textField(body, 'senderNumber') !== ''
        : textField(body, 'payerName') !== '';
    const proof = !hasProof ? {} : channel.flow === 'ewallet' ? ewalletProof(ctx, channel, body) : { payerName: payerName(body) };
    const row = insertDeposit(ctx.db, {
      memberId: member.id,
      channelCode: channel.code,
      flow: channel.flow,
      ...money,
      bankCode,
      ...proof,
      windowMinutes: channel.windowMinutes,
      now: ctx.now,
    });
    return depositReply(row, ctx.language);
  }),
  // The proof of a manual deposit made earlier: e-wallet { senderNumber, trxId }, bank { payerName }; before the window ends.
  depositCall('/wps/relay/MCS2_manualTransferConfirm', 'deposit.confirm', (ctx, member, body) => {
    const row = ownDeposit(ctx, member.id, Number(textField(body, 'depositId')));
    if (row.status === 'expired') throw new ApiError(409, 'DEPOSIT_EXPIRED');
    if (row.status !== 'pending' || row.flow === 'gateway') throw new ApiError(409, 'DEPOSIT_NOT_PENDING');
    const channel = findChannel(row.channel_code)!;
    const proof = row.flow === 'ewallet' ? ewalletProof(ctx, channel, body) : { payerName: payerName(body) };
    return depositReply(attachProof(ctx.db, row, proof, ctx.now), ctx.language);
  }),
  // An online-gateway deposit: the reply's payUrl opens the (simulated) payment page, which returns to returnUrl.
  depositCall('/wps/relay/MCS2_gatewayDeposit', 'deposit.gateway', (ctx, member, body) => {
    const channel = channelOf(textField(body, 'channelCode') || 'ONLINE_GATEWAY', ['gateway']);
    const money = amountAndPromo(ctx, member.id, channel, body);
    const returnUrl = safeReturnPath(textField(body, 'returnUrl'), ctx.req.headers.host);
    if (!returnUrl) throw new ApiError(400, 'RETURN_URL_INVALID');
    // the player's own limits first (decision 033): checked and inserted in the idempotent call's one transaction
    refuseOverLimits(ctx.db, member.id, money.amountPaisa, ctx.now);
    refuseOverOpenDeposits(ctx.db, member.id, ctx.state.bounds.depositOpenClaims, ctx.now);
    const row = insertDeposit(ctx.db, {
      memberId: member.id,
      channelCode: channel.code,
      flow: 'gateway',
      ...money,
      returnUrl,
      windowMinutes: channel.windowMinutes,
      now: ctx.now,
    });
    return depositReply(row, ctx.language);
  }),
  cashierRoute('GET', '/wps/relay/MCS2_depositDetail', (ctx, member) =>
    depositReply(ownDeposit(ctx, member.id, Number(ctx.query.get('depositId'))), ctx.language),
  ),
];
