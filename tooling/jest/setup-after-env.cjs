require('@testing-library/jest-dom');
const { format } = require('node:util');

// A console.error fails the test that printed it, as the e2e page-error fixture fails a page's (issue 25): React's
// "not wrapped in act(...)" warning, a key missing from a list, an error caught and only logged. A test that expects
// one takes console.error over itself (jest.spyOn(console, 'error').mockImplementation(...)) and checks it there.
const printed = [];
const original = console.error;
beforeEach(() => {
  printed.length = 0;
  console.error = (...args) => {
    printed.push(format(...args));
    original(...args);
  };
});
afterEach(() => {
  console.error = original;
  if (printed.length === 0) return;
  const text = printed.splice(0).join('\n---\n');
  throw new Error(`console.error was called during this test:\n${text}`);
});
