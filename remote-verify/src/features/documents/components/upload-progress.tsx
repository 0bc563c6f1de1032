export interface UploadProgressProps {
  /** 0–100, or null while the browser cannot tell. */
  percent: number | null;
}

export function UploadProgress({ percent }: UploadProgressProps) {
  return (
    <div className="vf-progress">
      <label htmlFor="vf-upload-progress">Uploading your document</label>
      <div className="vf-progress__bar">
        <progress id="vf-upload-progress" max={100} value={percent ?? undefined}>
          {percent === null ? 'Uploading' : `${percent}%`}
        </progress>
        <span className="vf-progress__value" aria-hidden="true">
          {percent === null ? '' : `${percent}%`}
        </span>
      </div>
    </div>
  );
}
