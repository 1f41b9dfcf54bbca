import type { ParseKeys } from 'i18next';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FilterSelect, isApiError, QueryView, queryCache, toast, useMutation, useQuery } from '@wl/shared';
import { ImagePicker, SubmitButton, useGuardedSubmit } from '@wl/shared/forms';
import { type CheckSet, useRulesForm } from '@wl/validation';
import { FieldError, pageStyles } from '../../../ui/index.ts';
import { type FeedbackInput, fetchFeedbackTypes, sendFeedback } from '../api/feedback-api.ts';
import { NS } from '../feedback.i18n.ts';
import { type ImageProblem, REMARK_MAX, type RemarkProblem, remarkLength, remarkProblem } from '../model/feedback-rules.ts';
import styles from './feedback.module.css';
import { useImagePicks } from './use-image-picks.ts';

/** Server refusals shown at their field (CONTRACT section 16). */
const SERVER_ERRORS: Record<string, { field: 'type' | 'remark' | 'images'; key: ParseKeys<typeof NS> }> = {
  FEEDBACK_TYPE_INVALID: { field: 'type', key: 'errors.type' },
  REMARK_REQUIRED: { field: 'remark', key: 'errors.required' },
  REMARK_TOO_LONG: { field: 'remark', key: 'errors.too_long' },
  IMAGE_TOO_MANY: { field: 'images', key: 'errors.image_too_many' },
  IMAGE_TYPE_INVALID: { field: 'images', key: 'errors.image_type' },
  IMAGE_TOO_LARGE: { field: 'images', key: 'errors.image_size' },
};

// the validation reads its keys in 'common', so these name their namespace
const CHECK_TEXT = {
  type: 'member-feedback:errors.type',
  required: 'member-feedback:errors.required',
  too_long: 'member-feedback:errors.too_long',
} as const satisfies Record<'type' | NonNullable<RemarkProblem>, ParseKeys<['common', typeof NS]>>;

const IMAGE_TEXT = {
  type: 'errors.image_type',
  size: 'errors.image_size',
  too_many: 'errors.image_too_many',
} as const satisfies Record<ImageProblem, ParseKeys<typeof NS>>;

const CHECKS: CheckSet = {
  type: (value) => (value ? null : { key: CHECK_TEXT.type }),
  remark: (value) => {
    const problem = remarkProblem(value);
    return problem ? { key: CHECK_TEXT[problem] } : null;
  },
};
const EMPTY = { type: '', remark: '' };

/** What the platform is sent of the fields: the remark trimmed, as its 140 characters are counted (spec section 5). */
const parse = (values: Readonly<Record<string, string | undefined>>) => ({ type: values.type ?? '', remark: (values.remark ?? '').trim() });

export function FeedbackForm() {
  const { t } = useTranslation(NS);
  const id = useId();
  const types = useQuery(['feedback', 'types'], fetchFeedbackTypes, { staleTime: 300_000 });
  const form = useRulesForm({ checks: CHECKS, defaultValues: EMPTY, parse });
  const type = useController({ control: form.control, name: 'type' });
  const remark = useController({ control: form.control, name: 'remark' });
  const errors = {
    type: type.fieldState.error?.message,
    remark: remark.fieldState.error?.message,
    images: form.formState.errors.images?.message,
  };
  const images = useImagePicks();
  const send = useMutation((input: FeedbackInput, ctx) => sendFeedback(input, ctx.idempotencyKey));
  const length = remarkLength(remark.field.value);
  const imageError = errors.images ?? (images.problem ? t(IMAGE_TEXT[images.problem]) : undefined);
  const guarded = useGuardedSubmit(form, async (values) => {
    try {
      // the pictures are not the form's fields: they are picked, checked and previewed apart, and join at the send
      await send.mutate({ ...values, images: images.picks.map((p) => p.file) });
      toast.success(t('sent'));
      form.reset(EMPTY);
      images.clear();
      queryCache.invalidate(['feedback', 'list']);
    } catch (err) {
      // the form keeps what was typed; the refusal shows at its field, anything else as a toast
      const known = isApiError(err) ? SERVER_ERRORS[err.code] : undefined;
      if (known) form.setError(known.field, { type: 'platform', message: t(known.key) });
      else toast.error(isApiError(err) ? err.message : String(err));
    }
  });

  return (
    <form className={`${pageStyles.card} ${styles.form} wl-stack`} onSubmit={guarded.submit} noValidate>
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
              aria-invalid={errors.type ? true : undefined}
              aria-describedby={errors.type ? `${id}-type-error` : undefined}
            />
          )}
        </QueryView>
      </div>
      <FieldError id={`${id}-type-error`}>{errors.type}</FieldError>

      <label className={`${styles.field} wl-stack`}>
        <span>{t('remark')}</span>
        <textarea
          className={styles.textarea}
          ref={remark.field.ref}
          value={remark.field.value}
          rows={4}
          onChange={remark.field.onChange}
          onBlur={remark.field.onBlur}
          aria-invalid={errors.remark ? true : undefined}
          aria-describedby={`${id}-counter${errors.remark ? ` ${id}-remark-error` : ''}`}
        />
      </label>
      <p id={`${id}-counter`} className={length > REMARK_MAX ? styles.counterOver : styles.counter} aria-live="polite">
        {t('counter', { count: length, max: REMARK_MAX })}
      </p>
      <FieldError id={`${id}-remark-error`}>{errors.remark}</FieldError>

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

      <SubmitButton pending={send.isPending} pendingText={t('sending')}>
        {t('send')}
      </SubmitButton>
    </form>
  );
}
