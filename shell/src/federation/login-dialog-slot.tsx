import { useEffect, useState } from 'react';
import { events } from '@wl/shared';
import { RemoteSlot } from './remote-slot.tsx';

/**
 * The login dialog is mf-auth's; the shell only owns the slot. Any part raises 'auth:login-required'
 * and the dialog opens here; mf-auth is loaded the first time that happens.
 */
export function LoginDialogSlot() {
  const [open, setOpen] = useState(false);
  useEffect(() => events.on('auth:login-required', () => setOpen(true)), []);
  useEffect(() => events.on('session:changed', ({ session }) => session && setOpen(false)), []);
  if (!open) return null;
  return <RemoteSlot remote="mf-auth" module="./LoginDialog" props={{ open, onClose: () => setOpen(false) }} loading={null} />;
}
