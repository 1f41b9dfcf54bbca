import type { ParseKeys } from 'i18next';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, loadMember, QueryView, queryCache, toast, useMutation, useQuery } from '@wl/kit';
import { ImagePicker } from '@wl/kit/forms';
import { MemberImage, pageStyles } from '../../../ui/index.ts';
import { type ImageProblem, imageProblem } from '../../feedback/index.ts';
import { fetchIcon, uploadIcon } from '../api/security-api.ts';
import { NS } from '../security.i18n.ts';
import { SaveRow } from './save-row.tsx';
import styles from './security.module.css';

const PROBLEM_TEXT = {
  type: 'picture_type',
  size: 'picture_size',
  too_many: 'too_many_pictures',
} as const satisfies Record<ImageProblem, ParseKeys<typeof NS>>;

/** The profile picture: png or jpg up to 5 MB, previewed before it is saved. */
export function ProfilePicture() {
  const { t } = useTranslation(NS);
  const id = useId();
  const icon = useQuery(['security', 'icon'], fetchIcon);
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation((file: File) => uploadIcon(file));

  // the preview is an object URL: free it when replaced or when the page goes
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const why = imageProblem(file, 0);
    setError(why ? t(PROBLEM_TEXT[why]) : null);
    setChosen(why ? null : { file, url: URL.createObjectURL(file) });
  };
  const save = async () => {
    if (!chosen) return;
    try {
      await upload.mutate(chosen.file);
      toast.success(t('change_saved', { ns: 'common' }), 1000);
      setChosen(null);
      queryCache.invalidate(['security', 'icon']);
      void loadMember().catch(() => undefined);
    } catch (err) {
      setError(isApiError(err) ? err.message : String(err));
    }
  };

  return (
    <div className={styles.form}>
      <QueryView query={icon} isEmpty={() => false} placeholder={<span className={styles.avatar} />}>
        {(current) =>
          chosen || current.url ? (
            <MemberImage className={styles.avatar} src={chosen?.url ?? current.url} alt={t('picture')} width={72} height={72} />
          ) : (
            <span className={styles.avatar} />
          )
        }
      </QueryView>
      <ImagePicker label={t('choose_picture')} describedBy={error ? `${id}-error` : `${id}-hint`} onPick={(files) => choose(files[0])} />
      <p id={`${id}-hint`} className={pageStyles.muted}>
        {t('picture_hint')}
      </p>
      <SaveRow error={error} errorId={`${id}-error`} pending={upload.isPending} disabled={!chosen} onSave={() => void save()} />
    </div>
  );
}
