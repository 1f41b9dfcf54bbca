require('@testing-library/jest-dom');
require('./fail-on-console-error.cjs');
