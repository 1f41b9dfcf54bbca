// Digit shapes (decision 025): @wl/plain's, the one way (decision 072). The i18n instance uses them for every number it
// interpolates, and the formatters for theirs.
export { groupThousands, languageDigits, latinDigits, numberText } from '@wl/plain/format';
