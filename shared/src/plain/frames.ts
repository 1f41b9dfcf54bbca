// @wl/shared/frames, a 5.x entry kept for the released remotes built on it: @wl/plain/frames's names, re-exported whole
// (decision 058). New code imports @wl/plain/frames.
export * from '@wl/plain/frames';
