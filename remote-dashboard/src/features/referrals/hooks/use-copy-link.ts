import { useEffect, useState } from 'react';

const COPIED_MS = 3000;

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies text to the clipboard and says how it went for a few seconds. */
export function useCopyLink() {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy(text: string) {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return { copy, state };
}
