module.exports = require('@wl/shared/build/jest-preset.cjs')(__dirname);
