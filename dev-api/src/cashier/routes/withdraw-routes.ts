import { ApiError } from '../../http/api-error.ts';
import { secretField, textField } from '../../http/body-fields.ts';
import { pick } from '../../http/language.ts';
import { balanceOf } from '../../ledger/index.ts';
import type { Route } from '../../server/route.ts';
import { parseAmountPaisa } from '../amount.ts';
import { checkNewCard, findCard, insertCard, listCards, maskNumber, payoutAccountView } from '../bank-cards.ts';
import { requireMemberCode, SECURITY_NOTICES, sendSecurityNotice, verifiedNumber } from '../../auth/member-codes.ts';
import { maskMobile } from '../../members/mobile-number.ts';
import { dhakaDateTime } from '../dates.ts';
import { cashierError } from '../cashier-errors.ts';
import { MAX_BANK_CARDS, PAYOUT_BANKS, PAYOUT_WALLETS, WITHDRAW_LIMITS } from '../catalogue.ts';
import { cashierRoute } from '../guards.ts';
import { idempotent } from '../idempotency.ts';
import { hasPaymentPassword, verifyPaymentPassword } from '../payment-password.ts';
import { createWithdrawal, withdrawalsToday, withdrawalView } from '../withdrawals.ts';
import { recordSecurityEvent } from '../../protection/index.ts';

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
      // where the code of a new payout account goes (decision 023); null: bind a number in the security centre first
      verifiedMobile: maskMobile(verifiedNumber(ctx.db, member)?.national ?? null),
    };
  }),
  cashierRoute('GET', '/wps/relay/MCS2_bankCards', (ctx, member) => {
    return {
      list: listCards(ctx.db, member.id).map((card) => payoutAccountView(card, ctx.language, ctx.now)),
      max: MAX_BANK_CARDS,
      // What a new account may be: the e-wallets and banks the merchant pays out to.
      wallets: PAYOUT_WALLETS.map((w) => ({ code: w.code, name: pick(ctx.language, w.name), numberPattern: w.numberPattern })),
      banks: PAYOUT_BANKS.map((b) => ({ code: b.code, name: pick(ctx.language, b.name) })),
    };
  }),
  // Bind a payout account (binding an account is how a thief would cash out): the withdrawal password and the
  // code sent to the member's verified number (purpose payoutAccount); withdrawals to it then wait out a hold
  // (decision 023), and the number hears of it at once.
  cashierRoute('POST', '/wps/member/bankCard', async (ctx, member) => {
    const body = await ctx.readBody();
    const card = {
      kind: textField(body, 'type'),
      providerCode: textField(body, 'providerCode'),
      accountNumber: textField(body, 'accountNumber').replace(/[\s-]/g, ''),
      payeeName: textField(body, 'payeeName').replace(/\s+/g, ' '),
    };
    const code = textField(body, 'verificationCode');
    checkNewCard(ctx.db, member.id, card);
    if (!verifiedNumber(ctx.db, member)) throw new ApiError(409, 'MOBILE_NOT_BOUND');
    await verifyPaymentPassword(ctx, member.id, secretField(body, 'paymentPassword'));
    // after the hash, in one step with the write: a parallel bind may have added this account or filled the list
    // meanwhile, and of two binds with one code only one spends it
    const checked = checkNewCard(ctx.db, member.id, card);
    requireMemberCode(ctx, member, 'payoutAccount', code, true);
    const opensAt = ctx.now + ctx.state.bounds.payoutAccountHoldMs;
    const id = insertCard(
      ctx.db,
      member.id,
      { ...checked, accountNumber: card.accountNumber, payeeName: card.payeeName },
      ctx.now,
      opensAt,
    );
    recordSecurityEvent(ctx.db, member.id, 'payoutAccount', ctx.now);
    sendSecurityNotice(
      ctx.db,
      verifiedNumber(ctx.db, member),
      SECURITY_NOTICES.payoutAccount(maskNumber(card.accountNumber), dhakaDateTime(opensAt)),
      ctx.now,
    );
    return payoutAccountView(findCard(ctx.db, member.id, id)!, ctx.language, ctx.now);
  }),
  // Body { amount, bankCardId, paymentPassword } + Idempotency-Key: the amount is held at once, the request pending.
  cashierRoute('POST', '/wps/transaction/withdraw', async (ctx, member) => {
    const body = await ctx.readBody();
    let amountPaisa = 0;
    let cardId = 0;
    return idempotent(ctx, member.id, 'withdraw', body, {
      check: async () => {
        if (!hasPaymentPassword(ctx.db, member.id)) throw new ApiError(403, 'PAYMENT_PASSWORD_NOT_SET');
        const card = findCard(ctx.db, member.id, Number(textField(body, 'bankCardId')));
        if (!card) throw new ApiError(400, 'BANK_CARD_NOT_FOUND');
        if (card.withdrawable_from !== null && card.withdrawable_from > ctx.now) {
          const until = new Date(card.withdrawable_from).toISOString();
          throw cashierError(
            409,
            'PAYOUT_ACCOUNT_ON_HOLD',
            { time: dhakaDateTime(card.withdrawable_from) },
            { until, field: 'bankCardId' },
          );
        }
        cardId = card.id;
        amountPaisa = parseAmountPaisa(body.amount, { ...WITHDRAW_LIMITS, balancePaisa: balanceOf(ctx.db, member.id) });
        await verifyPaymentPassword(ctx, member.id, secretField(body, 'paymentPassword'));
      },
      work: () => {
        const row = createWithdrawal(ctx.db, member.id, cardId, amountPaisa, ctx.now);
        return { ...withdrawalView(ctx.db, row, ctx.language), balance: balanceOf(ctx.db, member.id) / 100 };
      },
    });
  }),
];
