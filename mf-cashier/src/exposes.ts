// What this remote exposes to the shell: the pages of its routes (shell/src/app/route-table.ts).
export const exposes = {
  './DepositPage': './src/pages/deposit-page.tsx',
  './WithdrawPage': './src/pages/withdraw-page.tsx',
  './UpLineTransferPage': './src/pages/up-line-transfer-page.tsx',
  './DepositRecordPage': './src/pages/deposit-record-page.tsx',
  './WithdrawRecordPage': './src/pages/withdraw-record-page.tsx',
};
