import { ForgetPassword } from '../features/password/forget-password.tsx';

/** /m/forget (the shell's header shows the title and a back arrow home). */
export default function ForgetPage() {
  return <ForgetPassword />;
}
