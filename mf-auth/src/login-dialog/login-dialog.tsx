import { useTranslation } from 'react-i18next';
import { Dialog, NotBuilt } from '@wl/shared';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The login dialog the shell opens on 'auth:login-required'. The login form itself is the mf-auth issue's work. */
export default function LoginDialog({ open, onClose }: Props) {
  const { t } = useTranslation('common');
  return (
    <Dialog open={open} title={t('titles.login')} onClose={onClose}>
      <NotBuilt title={t('titles.login')} owner="mf-auth" />
    </Dialog>
  );
}
