// @wl/shared/standalone, a 5.x entry: the runner of a remote alone, now the host's (decision 075).
export * from '@wl/host/standalone';
