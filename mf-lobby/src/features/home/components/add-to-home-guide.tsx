import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@wl/kit';
import { type AddToHomeGuide as Guide, addToHomeGuide } from '../model/home-rules.ts';
import '../home.i18n.ts';

// each guide is a list of steps, read as one object
const GUIDE_TEXT = {
  ios: 'home.guide.ios',
  'ios-legacy': 'home.guide.ios-legacy',
  android: 'home.guide.android',
  other: 'home.guide.other',
} as const satisfies Record<Guide, ParseKeys<'lobby', { returnObjects: true }>>;

/** How to add the site to the home screen, for this device (the legacy tip below iOS 12.2). */
export default function AddToHomeGuide({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('lobby');
  const kind = addToHomeGuide(typeof navigator === 'undefined' ? '' : navigator.userAgent);
  const steps = t(GUIDE_TEXT[kind], { returnObjects: true });
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
