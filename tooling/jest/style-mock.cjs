// CSS modules in tests: every class name is its own key, so queries by class stay readable.
module.exports = new Proxy({}, { get: (_t, key) => (key === '__esModule' ? false : String(key)) });
