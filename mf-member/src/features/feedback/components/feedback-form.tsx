import type { ParseKeys } from 'i18next';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FilterSelect, QueryView, useQuery } from '@wl/kit';
import { ImagePicker, SubmitButton } from '@wl/kit/forms';
import type { RulesForm } from '@wl/validation';
import { FieldError, pageStyles } from '../../../ui/index.ts';
import { fetchFeedbackTypes } from '../api/feedback-api.ts';
import { NS } from '../feedback.i18n.ts';
import { type ImageProblem, REMARK_MAX, remarkLength } from '../model/feedback-rules.ts';
import styles from './feedback.module.css';
import { useFeedbackForm } from './use-feedback-form.ts';
import type { useImagePicks } from './use-image-picks.ts';

const IMAGE_TEXT = {
  type: 'errors.image_type',
  size: 'errors.image_size',
  too_many: 'errors.too_many_images',
} as const satisfies Record<ImageProblem, ParseKeys<typeof NS>>;

/** What a field of the form takes: the form, and the form's id its elements' ids start with. */
interface FieldProps {
  id: string;
  form: RulesForm;
}

export function FeedbackForm() {
  const { t } = useTranslation(NS);
  const id = useId();
  const { form, images, submit, sending } = useFeedbackForm();

  return (
    <form className={`${pageStyles.card} ${styles.form} wl-stack`} onSubmit={submit} noValidate>
      <TypeField id={id} form={form} />
      <RemarkField id={id} form={form} />
      <ImagesField id={id} form={form} images={images} />
      <SubmitButton pending={sending} pendingText={t('sending')}>
        {t('send')}
      </SubmitButton>
    </form>
  );
}

/** The feedback's type, chosen from the platform's list (a disabled select holds its place until the list comes). */
function TypeField({ id, form }: FieldProps) {
  const { t } = useTranslation(NS);
  const types = useQuery(['feedback', 'types'], fetchFeedbackTypes, { staleTime: 300_000 });
  const type = useController({ control: form.control, name: 'type' });
  const error = type.fieldState.error?.message;
  return (
    <>
      <div className={`${styles.field} wl-stack`}>
        <label htmlFor={`${id}-type`}>{t('type')}</label>
        <QueryView query={types} placeholder={<select id={`${id}-type`} className={styles.input} disabled />}>
          {(list) => (
            <FilterSelect
              id={`${id}-type`}
              className={styles.input}
              ref={type.field.ref}
              value={type.field.value}
              onChange={type.field.onChange}
              options={list.map((ft) => ({ value: ft.type, label: ft.name }))}
              placeholder={t('choose_type')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-type-error` : undefined}
            />
          )}
        </QueryView>
      </div>
      <FieldError id={`${id}-type-error`}>{error}</FieldError>
    </>
  );
}

/** The remark, with its characters counted live against the limit. */
function RemarkField({ id, form }: FieldProps) {
  const { t } = useTranslation(NS);
  const remark = useController({ control: form.control, name: 'remark' });
  const error = remark.fieldState.error?.message;
  const length = remarkLength(remark.field.value);
  return (
    <>
      <label className={`${styles.field} wl-stack`}>
        <span>{t('remark')}</span>
        <textarea
          className={styles.textarea}
          ref={remark.field.ref}
          value={remark.field.value}
          rows={4}
          onChange={remark.field.onChange}
          onBlur={remark.field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-counter${error ? ` ${id}-remark-error` : ''}`}
        />
      </label>
      <p id={`${id}-counter`} className={length > REMARK_MAX ? styles.counterOver : styles.counter} aria-live="polite">
        {t('counter', { count: length, max: REMARK_MAX })}
      </p>
      <FieldError id={`${id}-remark-error`}>{error}</FieldError>
    </>
  );
}

/** The pictures picked, previewed and removable; a refusal (the picker's or the platform's) is announced. */
function ImagesField({ id, form, images }: FieldProps & { images: ReturnType<typeof useImagePicks> }) {
  const { t } = useTranslation(NS);
  const imageError = form.formState.errors.images?.message ?? (images.problem ? t(IMAGE_TEXT[images.problem]) : undefined);
  return (
    <fieldset className={`${styles.images} wl-bare-fieldset`}>
      <legend>{t('images')}</legend>
      <ul className={styles.previews}>
        {images.picks.map((p, i) => (
          <li key={p.url || `${p.file.name}-${i}`} className={styles.preview}>
            <img src={p.url} alt={t('preview', { n: i + 1 })} width={72} height={72} />
            <button type="button" className={styles.remove} onClick={() => images.remove(i)} aria-label={t('remove_image', { n: i + 1 })}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <ImagePicker
        label={t('add_images')}
        multiple
        describedBy={imageError ? `${id}-image-error` : undefined}
        onPick={(files) => {
          images.add(files);
          form.clearErrors('images');
        }}
      />
      <FieldError id={`${id}-image-error`} alert>
        {imageError}
      </FieldError>
    </fieldset>
  );
}
