import { useState } from 'react';
import type { LoaderBusy } from '@storefront/shared';
import { useMutation } from '@storefront/shared';
import { useFilePreview } from '../hooks/use-file-preview';

export interface PictureUploadOptions<Result> {
  /** The MIME types the API takes (its contract's constant); the field's words name JPG, PNG and WebP. */
  types: readonly string[];
  maxBytes: number;
  /** Said of a file over maxBytes, and of one a proxy refuses as too large. */
  tooLarge: string;
  send: (file: File, onProgress: (percent: number | null) => void) => Promise<Result>;
  /** What the loader says while the picture goes up. */
  busy: (file: File) => LoaderBusy;
  onUploaded: (result: Result) => void;
}

const PICTURE_WRONG_TYPE = 'Choose a JPG, PNG or WebP picture';

/**
 * A picture chosen, checked, previewed and uploaded with its progress. The
 * check is by the type the browser reports: the API checks the bytes
 * themselves, so this only saves a wasted upload.
 */
export function usePictureUpload<Result>({
  types,
  maxBytes,
  tooLarge,
  send,
  busy,
  onUploaded,
}: PictureUploadOptions<Result>) {
  const { file, preview, choose: keep } = useFilePreview();
  /** Uploads done: the file input starts afresh after each (PictureField keys it by this). */
  const [uploads, setUploads] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { mutate, running } = useMutation((chosen: File) => send(chosen, setProgress), {
    busy,
    success: () => 'Picture updated',
  });

  function choose(chosen: File | null) {
    let problem: string | null = null;
    if (chosen && !types.includes(chosen.type)) problem = PICTURE_WRONG_TYPE;
    else if (chosen && chosen.size > maxBytes) problem = tooLarge;
    setError(problem);
    keep(problem ? null : chosen);
  }

  async function upload() {
    if (!file) {
      setError('Choose a picture first');
      return;
    }
    setError(null);
    setProgress(0);
    const outcome = await mutate(file);
    setProgress(null);
    if (!outcome.ok) {
      // A proxy may refuse a large body before the API sees it, without our error body.
      const { status, code, message } = outcome.failure;
      setError(status === 413 && code === 'ERROR' ? tooLarge : message);
      return;
    }
    keep(null);
    setUploads((count) => count + 1);
    onUploaded(outcome.result);
  }

  return {
    file,
    preview,
    error,
    progress,
    uploading: running,
    uploads,
    /** The file picker's accept: the types the API takes. */
    accept: types.join(','),
    choose,
    upload,
  };
}

export type PictureUpload = ReturnType<typeof usePictureUpload>;
