// @wl/shared/forms, a 5.x entry: the kit's form kit. A release built on 5.x brings its own copy (it is no singleton),
// which imports '@wl/shared' and so runs on the kit's state.
export * from '@wl/kit/forms';
