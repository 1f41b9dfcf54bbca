import { useTranslation } from 'react-i18next';
import { Dialog } from '@wl/shared';
import { addToHomeGuide } from '../model/home-rules.ts';
import '../home.i18n.ts';

/** How to add the site to the home screen, for this device (the legacy tip below iOS 12.2). */
export default function AddToHomeGuide({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('lobby');
  const kind = addToHomeGuide(typeof navigator === 'undefined' ? '' : navigator.userAgent);
  const steps = t(`home.guide.${kind}`, { returnObjects: true }) as string[];
  return (
    <Dialog open title={t('home.add_to_home_title')} onClose={onClose}>
      <ol data-testid="add-to-home-guide" data-guide={kind}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </Dialog>
  );
}
