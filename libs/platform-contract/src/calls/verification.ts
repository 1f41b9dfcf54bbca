import * as v from 'valibot';
import { defineCall } from '../call.ts';

// Codes the platform sends by SMS to a member's verified number (decision 023: a second factor).

export const codePurpose = v.picklist(['pinReset', 'payoutAccount', 'numberChange', 'bindMobile']);

export const verificationCalls = {
  memberCode: defineCall({
    name: 'smsMember',
    method: 'POST',
    path: '/wps/verification/sms/member',
    body: v.object({ purpose: v.string() }),
    value: v.object({ expiredMinutes: v.number(), mobile: v.string() }),
  }),
};
