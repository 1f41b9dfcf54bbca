import { type FormEvent, type ReactNode, useState } from 'react';
import report from './report.module.css';

export interface AccountSearchProps {
  value: string;
  onSearch: (account: string) => void;
  label: string;
  button: string;
  /** more filters that belong to the same form (a team list's type and online selects) */
  children?: ReactNode;
}

/** The account search of a team list: applied on submit, so typing does not ask the server at every key. */
export function AccountSearch({ value, onSearch, label, button, children }: AccountSearchProps) {
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form className={report.search} onSubmit={submit}>
      <label className={report.field}>
        <span>{label}</span>
        <input
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={30}
        />
      </label>
      <button type="submit" className={`wl-button ${report.button}`}>
        {button}
      </button>
      {children}
    </form>
  );
}
