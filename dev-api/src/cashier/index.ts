// The cashier: deposits, withdrawals, transfer to upline, their records, and the operator's dev routes.
import type { Route } from '../server/route.ts';
import { depositRoutes } from './routes/deposit-routes.ts';
import { devCashierRoutes } from './routes/dev-cashier-routes.ts';
import { paymentPasswordRoutes } from './routes/payment-password-routes.ts';
import { recordRoutes } from './routes/record-routes.ts';
import { uplineRoutes } from './routes/upline-routes.ts';
import { withdrawRoutes } from './routes/withdraw-routes.ts';

export const cashierRoutes: Route[] = [
  ...depositRoutes,
  ...withdrawRoutes,
  ...paymentPasswordRoutes,
  ...uplineRoutes,
  ...recordRoutes,
  ...devCashierRoutes,
];

export { serveCashierPages } from './cashier-pages.ts';
export { ensureCashierData } from './ensure-cashier-data.ts';
export { SEED_WITHDRAWAL_PASSWORD } from './seed/seed-cashier.ts';
