import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, events, useRouteStore } from '@wl/shared';
import { RemoteSlot } from './remote-slot.tsx';

/**
 * The login dialog belongs to the remote whose manifest fills the loginDialog slot; the shell only owns the
 * slot. Any part raises 'auth:login-required' and the dialog opens here; that remote is loaded the first
 * time that happens. Without such a remote there is no dialog.
 */
export function LoginDialogSlot() {
  const { t } = useTranslation('shell');
  const filler = useRouteStore((s) => s.table.slots.get('loginDialog'));
  const [open, setOpen] = useState(false);
  // layout effects: listening before any page's own effects run, as the address's page renders in the same
  // first render as this slot and may ask for a login as it mounts
  useLayoutEffect(() => events.on('auth:login-required', () => setOpen(true)), []);
  useLayoutEffect(() => events.on('session:changed', ({ session }) => session && setOpen(false)), []);
  if (!open || !filler) return null;
  const close = () => setOpen(false);
  return (
    <RemoteSlot
      remote={filler.remote}
      module={filler.module}
      props={{ open, onClose: close }}
      loading={null}
      kind="slot"
      // its remote is down: the fallback and retry still appear where the dialog would
      frame={(fallback) => (
        <Dialog open title={t('login')} onClose={close}>
          {fallback}
        </Dialog>
      )}
    />
  );
}
