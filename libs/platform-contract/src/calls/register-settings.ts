import * as v from 'valibot';
import { defineCall } from '../call.ts';

// The register settings (dev-api/CONTRACT.md sections 6 and 7): one rule per form field, which
// @wl/validation's forms check (its RuleSet). Read by the sign-up and the security centre.

export const fieldRule = v.object({
  enabled: v.boolean(),
  required: v.boolean(),
  /** a RegExp source to compile without flags; '*' accepts anything */
  acceptedPattern: v.string(),
  /** always applied; 0: no minimum */
  minLength: v.number(),
  maxLength: v.number(),
  /** the key of the message the client shows for a failing field */
  patternId: v.string(),
});

export const registerSettingsCalls = {
  settings: defineCall({
    name: 'registerSettings',
    method: 'GET',
    path: '/wps/system/setting/register',
    /** field name -> rule, in the order fields are checked */
    value: v.record(v.string(), fieldRule),
  }),
};

export type FieldRules = v.InferOutput<typeof registerSettingsCalls.settings.value>;
