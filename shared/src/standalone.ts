// @wl/shared/standalone, a 5.x entry: the kit's runner of a remote alone.
export * from '@wl/kit/standalone';
