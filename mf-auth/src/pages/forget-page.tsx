import { ForgetPassword } from '../features/password/forget-password.tsx';

/** The shell calls it when the site starts on this page, before the first render: the form waits for the field rules. */
export { preloadRegisterSettings as preload } from '../lib/resources.ts';

/** /m/forget (the shell's header shows the title and a back arrow home). */
export default function ForgetPage() {
  return <ForgetPassword />;
}
