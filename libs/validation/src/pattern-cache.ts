// Server patterns are compiled once per distinct source: validation runs on every keystroke.
const cache = new Map<string, RegExp | null>();

const SLASHED = /^\/(.*)\/([a-z]*)$/s;

/**
 * The RegExp for a server pattern, or null when the field accepts anything ('*', empty, or a pattern
 * this browser cannot compile). A bad pattern from the server must not break the form: it is treated
 * as '*' and reported once.
 */
export function compilePattern(source: string | null | undefined): RegExp | null {
  if (source === null || source === undefined) return null;
  const trimmed = source.trim();
  if (trimmed === '' || trimmed === '*') return null;
  const cached = cache.get(trimmed);
  if (cached !== undefined) return cached;

  let compiled: RegExp | null;
  try {
    // Some settings arrive in literal form, "/^\d+$/i". 'g' and 'y' are dropped: they make test() stateful.
    const literal = SLASHED.exec(trimmed);
    compiled = literal ? new RegExp(literal[1] ?? '', (literal[2] ?? '').replace(/[gy]/g, '')) : new RegExp(trimmed);
  } catch (err) {
    console.warn(`[validation] the server pattern ${JSON.stringify(trimmed)} does not compile; the field accepts any value`, err);
    compiled = null;
  }
  cache.set(trimmed, compiled);
  return compiled;
}

/** For tests: forget compiled patterns (and so warn again). */
export function clearPatternCache() {
  cache.clear();
}
