import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type ImageProblem, imageProblem } from '../model/feedback-rules.ts';

export interface Pick {
  file: File;
  url: string;
}

const objectUrl = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');

const revokeAll = (picks: Pick[]) => {
  for (const p of picks) if (p.url) URL.revokeObjectURL(p.url);
};

/** Attached pictures with their previews; a refused file is not attached and its reason is kept to show. */
export function useImagePicks() {
  const [picks, setPicks] = useState<Pick[]>([]);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const current = useRef(picks);
  // the latest render's, written after it commits (never during a render)
  useLayoutEffect(() => {
    current.current = picks;
  });

  // previews are object URLs: free them when the page goes
  useEffect(() => () => revokeAll(current.current), []);

  const add = (files: File[]) => {
    const next = [...current.current];
    let refused: ImageProblem | null = null;
    for (const file of files) {
      const why = imageProblem(file, next.length);
      if (why) refused ??= why;
      else next.push({ file, url: objectUrl(file) });
    }
    setProblem(refused);
    setPicks(next);
  };
  const remove = (index: number) => {
    const gone = current.current[index];
    if (gone?.url) URL.revokeObjectURL(gone.url);
    setProblem(null);
    setPicks(current.current.filter((_, i) => i !== index));
  };
  const clear = () => {
    revokeAll(current.current);
    setProblem(null);
    setPicks([]);
  };
  return { picks, problem, add, remove, clear };
}
