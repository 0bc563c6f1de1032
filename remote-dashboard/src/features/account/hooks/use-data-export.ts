import { useState } from 'react';
import { saveFile, useMutation } from '@storefront/ui';
import { exportMyData } from '../api/export-data';

/** Downloads everything the store keeps about the customer, as one JSON file. */
export function useDataExport() {
  const [error, setError] = useState<string | null>(null);
  const { mutate, running } = useMutation(
    async () => {
      const { blob, fileName } = await exportMyData();
      saveFile(blob, fileName);
    },
    {
      busy: () => ({
        title: 'Preparing your data',
        subtitle: 'Gathering everything we keep about you',
      }),
      success: () => 'Your data is downloaded',
    },
  );

  async function download() {
    setError(null);
    const outcome = await mutate(undefined);
    if (!outcome.ok) setError(outcome.failure.message);
  }

  return { download, downloading: running, error };
}
