// Storage that never throws: private modes and full quotas only lose the remembered choice.
type Area = 'local' | 'session';
const area = (kind: Area): Storage | undefined => {
  try {
    return kind === 'local' ? localStorage : sessionStorage;
  } catch {
    return undefined;
  }
};

export function readFlag(kind: Area, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeFlag(kind: Area, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    /* the choice lasts for this page only */
  }
}
