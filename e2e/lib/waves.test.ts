import { describe, expect, it } from '@jest/globals';
import { assignWaves, wavesBefore } from './waves.ts';

describe('request waves (issue 12)', () => {
  it('puts a request in the wave after the latest blocking response that ended before it started', () => {
    const waves = assignWaves([
      { url: 'http://x/m/home', start: 0, end: 1, blocking: true },
      { url: 'http://x/main.js', start: 1.1, end: 2, blocking: true },
      { url: 'http://x/runtime.json', start: 1.1, end: 1.5, blocking: true },
      { url: 'http://x/logo.png', start: 1.2, end: 1.3, blocking: false },
      // after the small image ended, but only the runtime file's end counts
      { url: 'http://x/wps/system/status', start: 1.6, end: 2.4, blocking: true },
      { url: 'http://x/banner.jpg', start: 2.5, end: 3, blocking: false },
      // started by the HTML's inline script: the document is all it waited for, however late it started
      { url: 'http://x/wps/early', start: 1.2, end: 1.4, blocking: true, byDocument: true },
    ]);
    expect(waves.map((r) => r.wave)).toEqual([1, 2, 2, 2, 2, 3, 4]);
    expect(wavesBefore(waves, 2.1)).toBe(3 - 1);
    expect(wavesBefore(waves, 2.45)).toBe(3);
  });
});
