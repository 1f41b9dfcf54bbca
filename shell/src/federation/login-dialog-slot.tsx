import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, events, useRouteStore } from '@wl/kit';
import { RemoteSlot } from './remote-slot.tsx';

/**
 * A login asked for while no slot is on screen opens the dialog when one mounts: the start asks for a member's details
 * before the app's first render (startMemberData), and a session the platform no longer knows asks for a login then.
 */
let slotsOnScreen = 0;
let askedWithNoSlot = false;
events.on('auth:login-required', () => {
  if (slotsOnScreen === 0) askedWithNoSlot = true;
});
// a login made meanwhile (another tab's session taken up) asks for nothing any more
events.on('session:changed', ({ session }) => {
  if (session) askedWithNoSlot = false;
});

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
  useLayoutEffect(() => {
    slotsOnScreen += 1;
    if (askedWithNoSlot) {
      askedWithNoSlot = false;
      setOpen(true);
    }
    const stop = events.on('auth:login-required', () => setOpen(true));
    return () => {
      slotsOnScreen -= 1;
      stop();
    };
  }, []);
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
