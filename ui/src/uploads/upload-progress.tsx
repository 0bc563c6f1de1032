import './upload-progress.css';

export interface UploadProgressProps {
  /** Unique on the page: the bar's id. */
  id: string;
  /** Names the bar, e.g. "Uploading your picture". */
  label: string;
  /** 0–100, or null while the browser cannot tell. */
  percent: number | null;
}

/** How far a file's upload has got. */
export function UploadProgress({ id, label, percent }: UploadProgressProps) {
  return (
    <div className="db-upload-progress">
      <label htmlFor={id}>{label}</label>
      <progress id={id} max={100} value={percent ?? undefined}>
        {percent === null ? 'Uploading' : `${percent}%`}
      </progress>
    </div>
  );
}
