import type { FieldRule } from '@wl/validation';

// Whether a server rule shows its field and requires it. Imports nothing that runs: the register page's first screen
// runs these in the HTML's own script (decision 060).

// Settings have been seen with '1'/'0' as well as booleans (as in shared's engine).
const isOn = (flag: unknown) => flag === true || flag === 1 || flag === '1' || flag === 'true';

export const isEnabled = (rule: FieldRule | undefined): rule is FieldRule => rule !== undefined && isOn(rule.enabled);
export const isRequired = (rule: FieldRule | undefined) => isEnabled(rule) && isOn(rule.required);
