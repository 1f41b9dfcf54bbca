// The vitals' fallback for Array.prototype.at (decision 043): web-vitals calls it, and Safari 15.0-15.3 and Chrome
// 87-91 lack it.
const native = Object.getOwnPropertyDescriptor(Array.prototype, 'at');

afterEach(() => {
  if (native) Object.defineProperty(Array.prototype, 'at', native);
});

it('gives an engine without Array.prototype.at the method, counting back from the end as the spec does', () => {
  Reflect.deleteProperty(Array.prototype, 'at');
  expect('at' in Array.prototype).toBe(false);
  jest.isolateModules(() => require('./array-at.ts'));
  const list = ['a', 'b', 'c'];
  expect([list.at(0), list.at(-1), list.at(-3), list.at(3), list.at(-4), list.at(1.7)]).toEqual(['a', 'c', 'a', undefined, undefined, 'b']);
  expect(Object.keys(list)).toEqual(['0', '1', '2']);
});

it("leaves an engine's own method as it is", () => {
  jest.isolateModules(() => require('./array-at.ts'));
  expect(Object.getOwnPropertyDescriptor(Array.prototype, 'at')?.value).toBe(native?.value);
});
