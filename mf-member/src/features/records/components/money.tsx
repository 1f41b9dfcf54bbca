// Money and dates are formatted in one place of mf-member (src/ui/money.tsx), with @wl/kit's formatters.
export { Money } from '../../../ui/money.tsx';
