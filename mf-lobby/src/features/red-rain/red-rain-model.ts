import { claimRedRainCall, redRainCall } from '@wl/platform-contract/calls/lobby-content';
import { api } from '@wl/kit';

export type { RainState } from '@wl/platform-contract/calls/lobby-content';

export const fetchRain = () => api.call(redRainCall, {}, { silent: true });
/** Money to the wallet: one idempotency key per tap, kept across a network retry. */
export const claimEnvelope = (idempotencyKey?: string) => api.call(claimRedRainCall, {}, { idempotencyKey });
