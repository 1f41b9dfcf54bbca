module.exports = require('@wl/jest/preset.cjs')(__dirname);
