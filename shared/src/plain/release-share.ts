// @wl/shared/release-share, a 5.x entry kept for the released remotes built on it: @wl/plain/release-share's names, re-exported whole
// (decision 058). New code imports @wl/plain/release-share.
export * from '@wl/plain/release-share';
