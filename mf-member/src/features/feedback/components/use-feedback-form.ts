import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError, queryCache, toast, useMutation } from '@wl/kit';
import { useGuardedSubmit } from '@wl/kit/forms';
import { type CheckSet, useRulesForm } from '@wl/validation';
import { type FeedbackInput, sendFeedback } from '../api/feedback-api.ts';
import { NS } from '../feedback.i18n.ts';
import { type RemarkProblem, remarkProblem } from '../model/feedback-rules.ts';
import { useImagePicks } from './use-image-picks.ts';

/** Server refusals shown at their field (CONTRACT section 16). */
const SERVER_ERRORS: Record<string, { field: 'type' | 'remark' | 'images'; key: ParseKeys<typeof NS> }> = {
  FEEDBACK_TYPE_INVALID: { field: 'type', key: 'errors.type' },
  REMARK_REQUIRED: { field: 'remark', key: 'errors.required' },
  REMARK_TOO_LONG: { field: 'remark', key: 'errors.too_long' },
  IMAGE_TOO_MANY: { field: 'images', key: 'errors.too_many_images' },
  IMAGE_TYPE_INVALID: { field: 'images', key: 'errors.image_type' },
  IMAGE_TOO_LARGE: { field: 'images', key: 'errors.image_size' },
};

// the validation reads its keys in 'common', so these name their namespace
const CHECK_TEXT = {
  type: 'member-feedback:errors.type',
  required: 'member-feedback:errors.required',
  too_long: 'member-feedback:errors.too_long',
} as const satisfies Record<'type' | NonNullable<RemarkProblem>, ParseKeys<['common', typeof NS]>>;

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

/** The feedback form's values and checks, its pictures, and its one send at a time. */
export function useFeedbackForm() {
  const { t } = useTranslation(NS);
  const form = useRulesForm({ checks: CHECKS, defaultValues: EMPTY, parse });
  const images = useImagePicks();
  const send = useMutation((input: FeedbackInput, ctx) => sendFeedback(input, ctx.idempotencyKey));
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
  return { form, images, submit: guarded.submit, sending: send.isPending };
}
