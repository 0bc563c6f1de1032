export interface UploadProgressProps {
  /** 0–100, or null while the browser cannot tell. */
  percent: number | null;
}

export function UploadProgress({ percent }: UploadProgressProps) {
  return (
    <div className="db-progress">
      <label htmlFor="db-upload-progress">Uploading your picture</label>
      <progress id="db-upload-progress" max={100} value={percent ?? undefined}>
        {percent === null ? 'Uploading' : `${percent}%`}
      </progress>
    </div>
  );
}
