// MSW's environment (decision 038): the platform helpers' own tests send real requests through it, on a server
// they start themselves.
module.exports = require('@wl/jest/preset.cjs').withPlatform(__dirname, { answers: 'none' });
