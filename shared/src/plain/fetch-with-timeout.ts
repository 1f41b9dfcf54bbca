// @wl/shared/fetch-with-timeout, a 5.x entry kept for the released remotes built on it: @wl/plain/fetch-with-timeout's names, re-exported whole
// (decision 058). New code imports @wl/plain/fetch-with-timeout.
export * from '@wl/plain/fetch-with-timeout';
