import { withdrawCalls } from '@wl/platform-contract/calls/cashier-withdraw';
import { api } from '@wl/kit';

export const paymentPasswordApi = {
  /** sets the first withdrawal password (a change needs the old one: not offered here) */
  set: (newPassword: string, confirmPassword: string) =>
    api.call(withdrawCalls.setPaymentPassword, { body: { newPassword, confirmPassword } }, { silent: true }),
};
