import { registerTranslations } from '@wl/kit';

// Texts of the deposit and withdrawal records (/m/vouReport, /m/withdrawReport).
export const recordsEn = {
  deposits: 'Deposit records',
  withdrawals: 'Withdrawal records',
  deposits_empty: 'No deposits in this period',
  withdrawals_empty: 'No withdrawals in this period',
  status_pending: 'Pending',
  status_approved: 'Approved',
  status_paid: 'Paid',
  status_rejected: 'Rejected',
  status_expired: 'Expired',
  amount: 'Amount',
  bonus: 'Bonus',
  order_no: 'Order number',
  time: 'Time',
  trx_id: 'TrxID',
  reference: 'Reference',
  reason: 'Reason',
  count: 'Requests',
  total: 'Total',
  credited: 'Credited',
  paid: 'Paid out',
};

export const recordsBn: typeof recordsEn = {
  deposits: 'জমার রেকর্ড',
  withdrawals: 'উত্তোলনের রেকর্ড',
  deposits_empty: 'এই সময়ে কোনো জমা নেই',
  withdrawals_empty: 'এই সময়ে কোনো উত্তোলন নেই',
  status_pending: 'অপেক্ষমাণ',
  status_approved: 'অনুমোদিত',
  status_paid: 'পরিশোধিত',
  status_rejected: 'প্রত্যাখ্যাত',
  status_expired: 'মেয়াদোত্তীর্ণ',
  amount: 'পরিমাণ',
  bonus: 'বোনাস',
  order_no: 'অর্ডার নম্বর',
  time: 'সময়',
  trx_id: 'TrxID',
  reference: 'রেফারেন্স',
  reason: 'কারণ',
  count: 'অনুরোধ',
  total: 'মোট',
  credited: 'জমা হয়েছে',
  paid: 'পরিশোধিত',
};

// merged into the 'cashier' namespace when the screen that uses them loads: a page's chunk carries only its own texts
registerTranslations('cashier', { en: { records: recordsEn }, bn: { records: recordsBn } });

/** this part's texts, for the namespace's type (src/i18n/namespaces.ts) */
export type RecordsTexts = { records: typeof recordsEn };
