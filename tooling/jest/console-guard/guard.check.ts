// Run by jest-preset.test.ts, which expects the first test to fail and the other two to pass.
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
