// Node's fetch, Request and Response beside jsdom: the HTTP layer runs on fetch (decision 041), and MSW answers
// its calls at the network's edge from @wl/jest's tables of routes (decision 038), without @wl/testing.
module.exports = require('@wl/jest/preset.cjs').withPlatform(__dirname, { answers: 'routes' });
