// The facade's names against the kit's: plain module checks, no platform to answer.
module.exports = require('@wl/jest/preset.cjs').withPlatform(__dirname, { answers: 'routes' });
