// Registered by every package's jest setup: the preset's (setup-after-env.cjs) and the Node packages' own (the dev
// API, the application server), which run without a DOM.
const { format } = require('node:util');

// A console.error fails the test that printed it, as the e2e page-error fixture fails a page's (issue 25): React's
// "not wrapped in act(...)" warning, a key missing from a list, an error caught and only logged. A test that expects
// one takes console.error over itself (jest.spyOn(console, 'error').mockImplementation(...)) and checks it there.
const printed = [];
const original = console.error;
// taken before any test can install fake timers
const realSetTimeout = globalThis.setTimeout;
beforeEach(() => {
  printed.length = 0;
  console.error = (...args) => {
    printed.push(format(...args));
    original(...args);
  };
});
afterEach(async () => {
  // This hook runs before Testing Library's cleanup (jest runs afterEach hooks in the order they were declared, and
  // this file comes first). What a test left scheduled (a query's answer notified on the next task) would otherwise
  // update the still-mounted screen in the gap, and its warning would print after the guard was gone: let it run here.
  await new Promise((resolve) => realSetTimeout(resolve, 0));
  console.error = original;
  if (printed.length === 0) return;
  const text = printed.splice(0).join('\n---\n');
  throw new Error(`console.error was called during this test:\n${text}`);
});
