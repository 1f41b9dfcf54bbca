// The pages whose first screen the server's HTML paints, rendered by this remote's build from the pages themselves
// (decision 052): the login and register forms, whose pages have no shell header above them. Each names what its
// first render reads besides the language: the platform flags (one render per combination), the device's keys
// whose presence changes it (no frame is painted then), and the call whose answer shapes it (decision 060).
import type { Prerender } from '@wl/build';
import { LOGIN_CAPTCHA_KEY, REMEMBER_STORAGE_KEY } from './lib/storage-keys.ts';

export const prerender: Prerender = {
  // the phone tab, and the free-play button; a remembered login's "continue as" and a pending captcha change the form
  login: { flags: ['MOBILEVERCODELOGIN3', 'FREEPLAY3'], unlessStored: { local: [REMEMBER_STORAGE_KEY], session: [LOGIN_CAPTCHA_KEY] } },
  // the tabs; the fields and their stars are the platform's field rules', kept by the page's script (decision 060)
  register: {
    flags: ['USERNAMEREG3', 'MOBILENUMREG3'],
    // the agreement's words are the lobby's link
    links: ['userAgreement'],
    data: { module: './src/features/register/first-screen-data.ts', keep: './src/features/register/register-shape.ts' },
  },
};
