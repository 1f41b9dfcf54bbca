// @wl/shared/startup-calls, a 5.x entry kept for the released remotes built on it: @wl/plain/startup-calls's names, re-exported whole
// (decision 058). New code imports @wl/plain/startup-calls.
export * from '@wl/plain/startup-calls';
