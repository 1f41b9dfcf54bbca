import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, events } from '@wl/shared';
import { RemoteSlot } from './remote-slot.tsx';

/**
 * The login dialog is mf-auth's; the shell only owns the slot. Any part raises 'auth:login-required'
 * and the dialog opens here; mf-auth is loaded the first time that happens.
 */
export function LoginDialogSlot() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  // layout effects: listening before any page's own effects run, as the address's page renders in the same
  // first render as this slot and may ask for a login as it mounts
  useLayoutEffect(() => events.on('auth:login-required', () => setOpen(true)), []);
  useLayoutEffect(() => events.on('session:changed', ({ session }) => session && setOpen(false)), []);
  if (!open) return null;
  const close = () => setOpen(false);
  return (
    <RemoteSlot
      remote="mf-auth"
      module="./LoginDialog"
      props={{ open, onClose: close }}
      loading={null}
      // mf-auth is down: its fallback and retry still appear where the dialog would
      frame={(fallback) => (
        <Dialog open title={t('titles.login')} onClose={close}>
          {fallback}
        </Dialog>
      )}
    />
  );
}
