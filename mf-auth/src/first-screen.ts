// The pages whose first screen the server's HTML paints, rendered by this remote's build from the pages themselves
// (decision 052): the login and register forms, whose pages have no shell header above them. Each names what its
// first render reads besides the language: the platform flags (one render per combination) and the device's keys
// whose presence changes it (no frame is painted then).
import type { Prerender } from '@wl/build';
import { LOGIN_CAPTCHA_KEY, REMEMBER_STORAGE_KEY } from './lib/storage-keys.ts';

export const prerender: Prerender = {
  // the phone tab, and the free-play button; a remembered login's "continue as" and a pending captcha change the form
  login: { flags: ['MOBILEVERCODELOGIN3', 'FREEPLAY3'], unlessStored: { local: [REMEMBER_STORAGE_KEY], session: [LOGIN_CAPTCHA_KEY] } },
  // the form itself waits for the platform's field rules: the frame is the page's bar and place
  register: {},
};
