/** Integer paisa to the contract's taka number (at most 2 decimals, exact for integers below 2^53). */
export const taka = (paisa: number): number => paisa / 100;

/** Whole taka (a configured amount) to paisa. */
export const paisa = (wholeTaka: number): number => Math.round(wholeTaka * 100);

export const iso = (ms: number): string => new Date(ms).toISOString();
