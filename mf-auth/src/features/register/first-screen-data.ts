// The register page's first screen, shaped by the platform's field rules (decision 060). The build renders the form
// with every field on and required (`prime`); the page's script then keeps the fields and stars the brand's rules
// show (register-shape.ts's `keep`, the functions the form itself uses).
import { registerSettingsCalls } from '@wl/platform-contract/calls/register-settings';
import { primeRegisterSettings } from '../../lib/resources.ts';
import { REGISTER_FIELDS } from './register-shape.ts';

/** The call whose answer shapes the screen: one of the route's declared calls, which the HTML starts. */
export const call = registerSettingsCalls.settings.path;

/** Every field on and required, and the flags that show every field and star: each part the rules may keep is in the render. */
export function prime(): string[] {
  const every = { enabled: true, required: true, acceptedPattern: '*', minLength: 0, maxLength: 0, patternId: '' };
  primeRegisterSettings(Object.fromEntries(REGISTER_FIELDS.map((field) => [field, every])));
  return ['MOBILENUMPASSREG3', 'REGMOBVERF3'];
}
