import { act, renderHook } from '@testing-library/react';
import { ApiError, i18n } from '@wl/kit';
import { useCashierT } from '../i18n/cashier.i18n.ts';
import '../i18n/deposit.i18n.ts';
import { submitProblem } from './errors.ts';

const limitExceeded = (period: string) =>
  new ApiError('DEPOSIT_LIMIT_EXCEEDED', 'platform text', 409, { period, limit: 1000, left: 400, resetsAt: '2026-11-20T18:00:00.000Z' });

describe("submitProblem: a deposit limit's refusal", () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it("names the limit's period in the player's words, and a period this release has no word for as the platform sends it", async () => {
    await act(() => i18n.changeLanguage('bn'));
    const { t } = renderHook(() => useCashierT()).result.current;
    expect(submitProblem(limitExceeded('weekly'), t).message).toContain('এটি আপনার সাপ্তাহিক ডিপোজিট সীমা');
    expect(submitProblem(limitExceeded('yearly'), t).message).toContain('এটি আপনার yearly ডিপোজিট সীমা');
    expect(submitProblem(limitExceeded('toString'), t).message).toContain('এটি আপনার toString ডিপোজিট সীমা');
  });
});
