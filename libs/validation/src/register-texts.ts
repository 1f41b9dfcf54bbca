import { registerTranslations } from '@wl/kit';
import { validationTranslations } from './validation.i18n.ts';

registerTranslations('common', { bn: { validation: validationTranslations.bn }, en: { validation: validationTranslations.en } });
