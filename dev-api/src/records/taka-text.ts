/** Taka for a sentence the server writes (contract conditions, the commission's computation): ৳1,234.50. */
export const takaText = (paisa: number) =>
  `৳${(paisa / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
