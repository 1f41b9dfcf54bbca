// Money and dates are formatted in one place of mf-member (src/ui/money.tsx), so the move to @wl/shared 5's
// formatters (issue 24) is one edit.
export { dateTime, Money } from '../../../ui/money.tsx';
