import type { ParseKeys } from 'i18next';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FilterSelect, formatDate, isApiError, QueryView, queryCache, toast, useMutation, useQuery } from '@wl/kit';
import { PasswordField, useGuardedSubmit } from '@wl/kit/forms';
import { type CheckSet, type RulesForm, useRulesForm } from '@wl/validation';
import { FieldError, pageStyles } from '../../../ui/index.ts';
import { fetchMemberQuestions, fetchQuestions, saveQuestions } from '../api/security-api.ts';
import { NS } from '../security.i18n.ts';
import { QUESTION_COUNT, type QuestionRow, type RowProblem, rowProblems } from './question-rules.ts';
import { SaveRow } from './save-row.tsx';
import styles from './security.module.css';

// each row keeps its slot number as its identity (the rows never reorder)
const SLOTS = Array.from({ length: QUESTION_COUNT }, (_, i) => i + 1);
const EMPTY = Object.fromEntries([
  ...SLOTS.flatMap((n) => [
    [`question${n}`, ''],
    [`answer${n}`, ''],
  ]),
  ['password', ''],
]);

const rowsOf = (values: Readonly<Record<string, string | undefined>>): QuestionRow[] =>
  SLOTS.map((n) => ({ questionId: values[`question${n}`] ?? '', answer: values[`answer${n}`] ?? '' }));

type Answers = { password: string; answers: { questionId: number; answer: string }[] };

/** What the platform is sent: each row's question by its id, its answer trimmed. */
const toAnswers = (values: Readonly<Record<string, string>>): Answers => ({
  password: values.password ?? '',
  answers: rowsOf(values).map((r) => ({ questionId: Number(r.questionId), answer: r.answer.trim() })),
});

// the validation reads its keys in 'common', so these name their namespace
const ROW_PROBLEM_TEXT = {
  question: 'member-security:question_problem.question',
  duplicate: 'member-security:question_problem.duplicate',
  length: 'member-security:question_problem.length',
} as const satisfies Record<NonNullable<RowProblem>, ParseKeys<['common', typeof NS]>>;
const PASSWORD_REQUIRED = 'member-security:password_required' satisfies ParseKeys<['common', typeof NS]>;

/** Each row's problem (a question chosen, not twice, an answer of the right length) under the key row<n>; the password given. */
const CHECKS: CheckSet = {
  ...Object.fromEntries(
    SLOTS.map((n, i) => [
      `row${n}`,
      (_value: string, values: Readonly<Record<string, string>>) => {
        const problem = rowProblems(rowsOf(values))[i];
        return problem ? { key: ROW_PROBLEM_TEXT[problem] } : null;
      },
    ]),
  ),
  password: (value: string) => (value ? null : { key: PASSWORD_REQUIRED }),
};

/** One question and its answer; the row's problem is tied to both. */
function QuestionRowFields({ form, n, options }: { form: RulesForm<Answers>; n: number; options: { value: string; label: string }[] }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const question = useController({ control: form.control, name: `question${n}` }).field;
  const answer = useController({ control: form.control, name: `answer${n}` }).field;
  const error = form.getFieldState(`row${n}`, form.formState).error;
  // the part of the row at fault: its question (none, or repeated) or its answer (the length)
  const answerWrong = error !== undefined && rowProblems(rowsOf(form.getValues()))[n - 1] === 'length';
  const problem = error?.message;
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.row}>
      <legend>{t('question_n', { n })}</legend>
      <FilterSelect
        className={styles.input}
        aria-label={t('question_n', { n })}
        value={question.value}
        onChange={question.onChange}
        options={options}
        placeholder={t('choose_question')}
        aria-invalid={problem && !answerWrong ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
      />
      <input
        ref={answer.ref}
        className={styles.input}
        aria-label={t('answer_n', { n })}
        autoComplete="off"
        value={answer.value}
        onChange={answer.onChange}
        onBlur={answer.onBlur}
        aria-invalid={answerWrong || undefined}
        aria-describedby={problem ? errorId : undefined}
      />
      <FieldError id={errorId}>{problem}</FieldError>
    </fieldset>
  );
}

/** Three security questions and their answers, confirmed with the login password; answers are never shown back. */
export function SecurityQuestions({ onSaved }: { onSaved(): void }) {
  const { t } = useTranslation(NS);
  const questions = useQuery(['security', 'questions'], fetchQuestions, { staleTime: 300_000 });
  const mine = useQuery(['security', 'my-questions'], fetchMemberQuestions);
  const form = useRulesForm({ checks: CHECKS, defaultValues: EMPTY, parse: toAnswers });
  const save = useMutation(({ password, answers }: Answers) => saveQuestions(password, answers));
  const guarded = useGuardedSubmit(form, async (values) => {
    try {
      await save.mutate(values);
      toast.success(t('change_saved', { ns: 'common' }), 1000);
      form.reset(EMPTY);
      queryCache.invalidate(['security']);
      onSaved();
    } catch (err) {
      guarded.setFormError(isApiError(err) ? err.message : String(err));
    }
  });

  return (
    <QueryView query={questions} className={styles.reserveSmall}>
      {(list) => (
        <form className={styles.form} onSubmit={guarded.submit} noValidate>
          {mine.data?.set ? (
            <p className={pageStyles.muted}>{t('questions_set', { date: formatDate(mine.data.questions[0]?.updatedAt) })}</p>
          ) : null}
          {SLOTS.map((n) => (
            <QuestionRowFields key={n} form={form} n={n} options={list.map((q) => ({ value: String(q.id), label: q.question }))} />
          ))}
          <PasswordField control={form.control} name="password" label={t('login_password_confirm')} autoComplete="current-password" />
          <SaveRow error={guarded.formError} pending={guarded.pending} />
        </form>
      )}
    </QueryView>
  );
}
