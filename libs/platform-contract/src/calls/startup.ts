import * as v from 'valibot';
import { defineCall } from '../call.ts';

// The calls of every start (dev-api/CONTRACT.md section 2), @wl/kit's: the system status, the whitelabel's
// flag tree and the site info. The server that serves the shell starts them from the page's HTML already.

export const systemStatus = v.object({
  maintenance: v.boolean(),
  regionRestriction: v.boolean(),
  location: v.optional(v.string()),
  info: v.optional(
    v.object({
      customerService: v.optional(v.array(v.object({ csType: v.string(), title: v.string(), url: v.string() }))),
      domains: v.optional(v.array(v.object({ domainName: v.string(), rootDomainName: v.string() }))),
      downloads: v.optional(v.array(v.object({ resourceType: v.string(), url: v.string(), labelNameEn: v.optional(v.string()) }))),
      imageCdns: v.optional(v.array(v.string())),
    }),
  ),
});

export interface FlagNode {
  modId: string;
  enabled: '1' | '0' | boolean;
  childrenNodes?: FlagNode[] | null | undefined;
}

/** A module of the whitelabel and the modules under it: off turns its children off. */
export const flagNode: v.GenericSchema<FlagNode> = v.object({
  modId: v.string(),
  enabled: v.union([v.picklist(['1', '0']), v.boolean()]),
  childrenNodes: v.optional(v.nullable(v.array(v.lazy(() => flagNode)))),
});

export const siteInfo = v.object({
  /** the mobile template's switches and texts (app_desc, dep_func, ...) */
  mobileTemplate: v.optional(v.record(v.string(), v.string())),
  currency: v.optional(v.string()),
  currencySymbol: v.optional(v.string()),
});

export const statusCall = defineCall({ name: 'systemStatus', method: 'GET', path: '/wps/system/status', value: systemStatus });
export const flagsCall = defineCall({ name: 'whitelabelFlags', method: 'GET', path: '/wps/system/whitelabel', value: v.array(flagNode) });
export const siteInfoCall = defineCall({ name: 'siteSettings', method: 'GET', path: '/wps/system/settings/consolidated', value: siteInfo });

export const startupCalls = { status: statusCall, flags: flagsCall, siteInfo: siteInfoCall };

export type SystemStatus = v.InferOutput<typeof systemStatus>;
export type SiteInfo = v.InferOutput<typeof siteInfo>;
