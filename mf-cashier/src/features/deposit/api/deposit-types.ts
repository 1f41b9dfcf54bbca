// Shapes of the deposit calls: the contract's (decision 035), named here for the feature's modules.
export type { Deposit, DepositChannel, Promo } from '@wl/platform-contract/calls/cashier-deposit';
