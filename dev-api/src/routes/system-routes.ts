import { COUNTRIES } from '../config/countries.ts';
import { registerSettings } from '../config/register-settings.ts';
import { consolidatedSettings, customerServiceChannels, domainRoutes, downloadResources } from '../config/system-info.ts';
import type { Route } from '../server/route.ts';

export const systemRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/system/status',
    handle: ({ state, language }) => ({
      maintenance: state.switches.maintenance,
      regionRestriction: state.switches.regionRestriction,
      location: state.switches.location,
      info: {
        customerService: customerServiceChannels(language),
        domains: domainRoutes(),
        downloads: downloadResources(),
        imageCdns: state.switches.imageCdns,
      },
    }),
  },
  {
    method: 'GET',
    path: '/wps/system/whitelabel',
    handle: ({ state, merchant }) => state.flagTree(merchant),
  },
  {
    method: 'GET',
    path: '/wps/system/settings/consolidated',
    handle: ({ merchant, language }) => consolidatedSettings(merchant, language),
  },
  {
    method: 'GET',
    path: '/wps/system/setting/register',
    handle: ({ state, merchant }) => registerSettings(state.flags(merchant)),
  },
  {
    method: 'GET',
    path: '/wps/system/country',
    handle: () => COUNTRIES,
  },
];
