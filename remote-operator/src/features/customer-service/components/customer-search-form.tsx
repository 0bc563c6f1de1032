import { useState, type FormEvent } from 'react';

export interface CustomerSearchFormProps {
  /** What the URL searches for now. */
  q: string;
  onSearch: (q: string) => void;
}

/** One box for a name, an e-mail or a mobile number, as the customer gave it. */
export function CustomerSearchForm({ q, onSearch }: CustomerSearchFormProps) {
  const [text, setText] = useState(q);
  const [shown, setShown] = useState(q);
  // Back and forward change the URL's q: the box follows it.
  if (shown !== q) {
    setShown(q);
    setText(q);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <form className="db-cs-search" role="search" onSubmit={submit}>
      <div className="db-field">
        <label htmlFor="db-cs-q">Search customers</label>
        <input
          id="db-cs-q"
          name="q"
          type="search"
          value={text}
          maxLength={100}
          autoComplete="off"
          aria-describedby="db-cs-q-hint"
          onChange={(event) => setText(event.target.value)}
        />
        <p id="db-cs-q-hint" className="db-field__hint">
          A name, an e-mail address or a mobile number, e.g. 07400 123456.
        </p>
      </div>
      <button type="submit" className="db-action">
        Search
      </button>
    </form>
  );
}
