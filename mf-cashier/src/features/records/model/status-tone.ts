import type { StatusTone } from '@wl/kit';

/** A request's state as the badge's colour; its word comes from the texts. */
export const STATUS_TONES: Record<string, StatusTone> = {
  pending: 'pending',
  approved: 'success',
  paid: 'success',
  rejected: 'danger',
  expired: 'neutral',
};

export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export const WITHDRAW_STATUSES = ['pending', 'paid', 'rejected'] as const;
