import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The chosen file and a local URL that shows it before it is uploaded. Each
 * URL is released when another file is chosen, the choice is cleared, or the
 * page goes away.
 */
export function useFilePreview() {
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const current = useRef<string | null>(null);

  const choose = useCallback((file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    const url = file ? URL.createObjectURL(file) : null;
    current.current = url;
    setChosen(file && url ? { file, url } : null);
  }, []);

  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );

  return { file: chosen?.file ?? null, preview: chosen?.url ?? null, choose };
}
