import { api } from '@wl/shared';

export const paymentPasswordApi = {
  /** sets the first withdrawal password (a change needs the old one: not offered here) */
  set: (newPassword: string, confirmPassword: string) =>
    api.post<boolean>('/wps/member/paymentPassword', { newPassword, confirmPassword }, { silent: true }),
};
