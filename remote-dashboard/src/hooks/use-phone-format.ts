import { useEffect, useState } from 'react';

type PhoneFormat = (e164: string) => string;

let loaded: PhoneFormat | undefined;

/**
 * The contracts' phone formatter, for a page that otherwise never loads the
 * contracts (zod, libphonenumber): they are fetched once the page is drawn,
 * never holding it back. Null until they arrive (or if they cannot).
 */
export function usePhoneFormat(): PhoneFormat | null {
  const [format, setFormat] = useState<PhoneFormat | null>(() => loaded ?? null);
  useEffect(() => {
    if (format) return;
    let current = true;
    import('@storefront/shared/contracts').then(
      (contracts) => {
        loaded = contracts.formatPhoneNumber;
        if (current) setFormat(() => contracts.formatPhoneNumber);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [format]);
  return format;
}
