import { useSearchParams } from '@wl/kit';
import { DepositForm } from './deposit-form.tsx';
import { DepositProgress } from './deposit-progress.tsx';
import layout from '../../../components/screen/screen.module.css';
import '../../../i18n/deposit.i18n.ts';

/**
 * /m/voucherCenter: the deposit form, or one request's progress when the address names it
 * (?depositId=12, also how the payment page sends the player back, with &result=paid|cancelled|failed).
 */
export function DepositScreen() {
  const [params] = useSearchParams();
  const depositId = Number(params.get('depositId'));
  return (
    <div className={layout.screen}>
      {Number.isSafeInteger(depositId) && depositId > 0 ? (
        <DepositProgress key={depositId} depositId={depositId} gatewayResult={params.get('result')} />
      ) : (
        <DepositForm />
      )}
    </div>
  );
}
