// The slow phone of the first-screen issue (issue 12), as Lighthouse's mobile preset and our own runs apply it:
// 150 ms round trip, 1.6 Mbps down, 750 kbps up, the CPU slowed 4x. Applied through CDP to one page.
import type { Page } from '@playwright/test';

export const SLOW_PHONE = { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4 } as const;

export async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: (SLOW_PHONE.downloadKbps * 1024) / 8,
    uploadThroughput: (SLOW_PHONE.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  return cdp;
}
