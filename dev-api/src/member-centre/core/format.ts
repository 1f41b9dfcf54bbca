// How values travel in replies (CONTRACT.md, "Data formats"): money is stored in integer paisa and
// answered in taka; times are stored in epoch milliseconds and answered as ISO 8601 in UTC.

/** Integer paisa to the contract's taka number (at most 2 decimals; exact for safe integers). */
export const taka = (paisa: number): number => paisa / 100;

export const iso = (ms: number): string => new Date(ms).toISOString();
