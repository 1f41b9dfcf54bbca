import { secretField, textField } from '../../http/body-fields.ts';
import { pick } from '../../http/language.ts';
import { balanceOf } from '../../ledger/index.ts';
import type { Route } from '../../server/route.ts';
import { parseAmountPaisa } from '../amount.ts';
import { cardView, checkNewCard, findCard, insertCard, listCards } from '../bank-cards.ts';
import { cashierError } from '../cashier-errors.ts';
import { MAX_BANK_CARDS, PAYOUT_BANKS, PAYOUT_WALLETS, WITHDRAW_LIMITS } from '../catalogue.ts';
import { cashierRoute } from '../guards.ts';
import { idempotent } from '../idempotency.ts';
import { hasPaymentPassword, verifyPaymentPassword } from '../payment-password.ts';
import { createWithdrawal, withdrawalsToday, withdrawalView } from '../withdrawals.ts';

export const withdrawRoutes: Route[] = [
  cashierRoute('GET', '/wps/relay/MCS2_withdrawSettings', (ctx, member) => {
    const balance = balanceOf(ctx.db, member.id);
    const used = withdrawalsToday(ctx.db, member.id, ctx.now);
    return {
      balance: balance / 100,
      withdrawableBalance: balance / 100,
      min: WITHDRAW_LIMITS.minPaisa / 100,
      max: WITHDRAW_LIMITS.maxPaisa / 100,
      dailyCount: WITHDRAW_LIMITS.dailyCount,
      dailyCountUsed: used,
      dailyCountLeft: Math.max(0, WITHDRAW_LIMITS.dailyCount - used),
      hasWithdrawalPassword: hasPaymentPassword(ctx.db, member.id),
      bankCardCount: listCards(ctx.db, member.id).length,
    };
  }),
  cashierRoute('GET', '/wps/relay/MCS2_bankCards', (ctx, member) => {
    return {
      list: listCards(ctx.db, member.id).map((card) => cardView(card, ctx.language)),
      max: MAX_BANK_CARDS,
      // What a new account may be: the e-wallets and banks the merchant pays out to.
      wallets: PAYOUT_WALLETS.map((w) => ({ code: w.code, name: pick(ctx.language, w.name), numberPattern: w.numberPattern })),
      banks: PAYOUT_BANKS.map((b) => ({ code: b.code, name: pick(ctx.language, b.name) })),
    };
  }),
  // Bind a payout account; the withdrawal password is required (binding an account is how a thief would cash out).
  cashierRoute('POST', '/wps/member/bankCard', async (ctx, member) => {
    const body = await ctx.readBody();
    const card = {
      kind: textField(body, 'type'),
      providerCode: textField(body, 'providerCode'),
      accountNumber: textField(body, 'accountNumber').replace(/[\s-]/g, ''),
      payeeName: textField(body, 'payeeName').replace(/\s+/g, ' '),
    };
    checkNewCard(ctx.db, member.id, card, ctx.language);
    await verifyPaymentPassword(ctx.db, member.id, secretField(body, 'paymentPassword'), ctx.now, ctx.language);
    // again after the hash: a parallel bind may have added this account or filled the list meanwhile
    const checked = checkNewCard(ctx.db, member.id, card, ctx.language);
    const id = insertCard(ctx.db, member.id, { ...checked, accountNumber: card.accountNumber, payeeName: card.payeeName }, ctx.now);
    return cardView(findCard(ctx.db, member.id, id)!, ctx.language);
  }),
  // Body { amount, bankCardId, paymentPassword } + Idempotency-Key: the amount is held at once, the request pending.
  cashierRoute('POST', '/wps/transaction/withdraw', async (ctx, member) => {
    const body = await ctx.readBody();
    let amountPaisa = 0;
    let cardId = 0;
    return idempotent(ctx, member.id, 'withdraw', body, {
      check: async () => {
        if (!hasPaymentPassword(ctx.db, member.id)) throw cashierError(403, 'PAYMENT_PASSWORD_NOT_SET', ctx.language);
        const card = findCard(ctx.db, member.id, Number(textField(body, 'bankCardId')));
        if (!card) throw cashierError(400, 'BANK_CARD_NOT_FOUND', ctx.language);
        cardId = card.id;
        amountPaisa = parseAmountPaisa(body.amount, { ...WITHDRAW_LIMITS, balancePaisa: balanceOf(ctx.db, member.id) }, ctx.language);
        await verifyPaymentPassword(ctx.db, member.id, secretField(body, 'paymentPassword'), ctx.now, ctx.language);
      },
      work: () => {
        const row = createWithdrawal(ctx.db, member.id, cardId, amountPaisa, ctx.now, ctx.language);
        return { ...withdrawalView(ctx.db, row, ctx.language), balance: balanceOf(ctx.db, member.id) / 100 };
      },
    });
  }),
];
