import { useRef, useState } from 'react';
import './shop.css';

/** The shareable link, with a copy button; where the clipboard is refused, the text is selected. */
export function ShareLink({ link }: { link: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setStatus('Link copied');
    } catch {
      input.current?.select();
      setStatus('The link is selected: press Ctrl+C (or ⌘C) to copy it.');
    }
  }

  return (
    <div className="sf-share">
      <label htmlFor="sf-shop-link">Shop link</label>
      <div className="sf-share__row">
        <input
          ref={input}
          id="sf-shop-link"
          type="text"
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="sf-button sf-button--solid" onClick={() => void copy()}>
          Copy link
        </button>
      </div>
      <p className="sf-share__status" role="status">
        {status}
      </p>
    </div>
  );
}
