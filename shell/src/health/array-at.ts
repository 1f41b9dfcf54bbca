// web-vitals calls Array.prototype.at, which Safari 15.0-15.3 and Chrome 87-91 lack (decision 043). This fallback
// rides in the vitals' lazy chunk, so the players on those phones are measured too and the first load pays nothing.
// Hand-written rather than core-js's: its module machinery is 3 KB gzip for these few lines of the spec's method.
// eslint-disable-next-line es-x/no-array-prototype-at -- the fallback itself asks whether the method is there
if (!Array.prototype.at) {
  Object.defineProperty(Array.prototype, 'at', {
    configurable: true,
    writable: true,
    value: function at<T>(this: T[], index: number): T | undefined {
      const i = Math.trunc(index) || 0;
      return this[i < 0 ? this.length + i : i];
    },
  });
}
