import type { useConfigStore } from '@wl/kit';

type SystemStatus = NonNullable<ReturnType<typeof useConfigStore.getState>['status']>;

type Info = NonNullable<SystemStatus['info']>;
export type Download = NonNullable<Info['downloads']>[number];
export type Channel = NonNullable<Info['customerService']>[number];

/** A download resource's address by type (IOS, Android, MOBILECONFIG, WHATSAPP, TELEGRAM, ...), if configured. */
export const downloadUrl = (downloads: Download[] | undefined, type: string) =>
  downloads?.find((d) => d.resourceType === type)?.url ?? null;

/** A customer-service channel by type (LIVECHAT, WHATSAPP, TELEGRAM, FACEBOOK, PHONE), if configured. */
export const channel = (channels: Channel[] | undefined, type: string) => channels?.find((c) => c.csType === type) ?? null;

/** The floating service widget's links: a channel first, the download resource of the same name otherwise. */
export function serviceLinks(info: Info | undefined) {
  const pick = (type: string) => channel(info?.customerService, type)?.url ?? downloadUrl(info?.downloads, type);
  return {
    online: channel(info?.customerService, 'LIVECHAT')?.url ?? null,
    whatsapp: pick('WHATSAPP'),
    facebook: pick('FACEBOOK'),
    telegram: pick('TELEGRAM'),
  };
}

/** An installed web app (PWA) or an iOS home-screen clip. */
export function displayMode(): { standalone: boolean; webClip: boolean } {
  const nav = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { standalone?: boolean });
  const webClip = nav?.standalone === true;
  const standalone = !webClip && typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
  return { standalone, webClip };
}
