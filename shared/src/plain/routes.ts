// @wl/shared/routes, a 5.x entry kept for the released remotes built on it: @wl/plain/routes's names, re-exported whole
// (decision 058). New code imports @wl/plain/routes.
export * from '@wl/plain/routes';
