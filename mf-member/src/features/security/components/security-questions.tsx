import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect, formatDate, isApiError, QueryView, queryCache, toast, useMutation, useQuery } from '@wl/shared';
import { FieldError, pageStyles } from '../../../ui/index.ts';
import { fetchMemberQuestions, fetchQuestions, saveQuestions } from '../api/security-api.ts';
import { NS } from '../security.i18n.ts';
import { QUESTION_COUNT, type QuestionRow, type RowProblem, rowProblems } from './question-rules.ts';
import { SaveRow } from './save-row.tsx';
import styles from './security.module.css';

// each row keeps its slot number as its identity (the rows never reorder)
const emptyRows = () => Array.from({ length: QUESTION_COUNT }, (_, i) => ({ slot: i + 1, questionId: '', answer: '' }));

/** Three security questions and their answers, confirmed with the login password; answers are never shown back. */
export function SecurityQuestions({ onSaved }: { onSaved(): void }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const questions = useQuery(['security', 'questions'], fetchQuestions, { staleTime: 300_000 });
  const mine = useQuery(['security', 'my-questions'], fetchMemberQuestions);
  const [rows, setRows] = useState(emptyRows);
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<RowProblem[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const save = useMutation(() =>
    saveQuestions(
      password,
      rows.map((r) => ({ questionId: Number(r.questionId), answer: r.answer.trim() })),
    ),
  );

  const set = (i: number, patch: Partial<QuestionRow>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = rowProblems(rows);
    setProblems(found);
    setFormError(password ? null : t('password_required'));
    if (found.some(Boolean) || !password) return;
    try {
      await save.mutate(undefined);
      toast.success(t('change_saved', { ns: 'common' }), 1000);
      setRows(emptyRows());
      setPassword('');
      queryCache.invalidate(['security']);
      onSaved();
    } catch (err) {
      setFormError(isApiError(err) ? err.message : String(err));
    }
  };

  return (
    <QueryView query={questions} className={styles.reserveSmall}>
      {(list) => (
        <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
          {mine.data?.set ? (
            <p className={pageStyles.muted}>{t('questions_set', { date: formatDate(mine.data.questions[0]?.updatedAt) })}</p>
          ) : null}
          {rows.map((row, i) => {
            const problem = problems[i];
            const errorId = `${id}-${i}-error`;
            return (
              <fieldset key={row.slot} className={styles.row}>
                <legend>{t('question_n', { n: i + 1 })}</legend>
                <FilterSelect
                  className={styles.input}
                  aria-label={t('question_n', { n: i + 1 })}
                  value={row.questionId}
                  onChange={(questionId) => set(i, { questionId })}
                  options={list.map((q) => ({ value: String(q.id), label: q.question }))}
                  placeholder={t('choose_question')}
                  aria-invalid={problem === 'question' || problem === 'duplicate' ? true : undefined}
                  aria-describedby={problem ? errorId : undefined}
                />
                <input
                  className={styles.input}
                  aria-label={t('answer_n', { n: i + 1 })}
                  autoComplete="off"
                  value={row.answer}
                  onChange={(e) => set(i, { answer: e.target.value })}
                  aria-invalid={problem === 'length' ? true : undefined}
                  aria-describedby={problem ? errorId : undefined}
                />
                <FieldError id={errorId}>{problem ? t(`question_problem.${problem}`) : null}</FieldError>
              </fieldset>
            );
          })}
          <div className={styles.field}>
            <label htmlFor={`${id}-password`}>{t('login_password_confirm')}</label>
            <input
              id={`${id}-password`}
              className={styles.input}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <SaveRow error={formError} pending={save.isPending} />
        </form>
      )}
    </QueryView>
  );
}
