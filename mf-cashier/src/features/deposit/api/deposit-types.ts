// Shapes of the deposit calls: the contract's (decision 035), named here for the feature's modules.
export type {
  Bank,
  Deposit,
  DepositChannel,
  DepositFlow,
  DepositProof,
  DepositStatus,
  NewManualDeposit,
  Promo,
  PromoQuote,
} from '@wl/platform-contract/calls/cashier-deposit';
