// Run by jest-preset.test.ts, which expects the first and last tests to fail and the other two to pass.
it('prints an error', () => {
  console.error('Warning: An update to Screen inside a test was not wrapped in act(...)');
});

it('prints nothing', () => {
  expect(document.body).toBeEmptyDOMElement();
});

it('expects an error and takes console.error over to check it', () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  console.error('the expected error');
  expect(spy).toHaveBeenCalledWith('the expected error');
  spy.mockRestore();
});

it('leaves an error to be printed on the next task, as an answer notified after the test would', () => {
  setTimeout(() => console.error('Warning: An update to GameGrid inside a test was not wrapped in act(...)'), 0);
});
