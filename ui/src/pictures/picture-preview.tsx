import './pictures.css';

export interface PicturePreviewProps {
  /** The chosen file's local URL (usePictureUpload's `preview`); nothing shows without it. */
  preview: string | null;
  alt: string;
  size: number;
  /** The page's own look of a picture. */
  imageClassName: string;
}

/** The chosen picture beside the saved one, marked as not saved yet. */
export function PicturePreview({ preview, alt, size, imageClassName }: PicturePreviewProps) {
  if (!preview) return null;
  return (
    <figure className="db-picture-figure">
      <img className={imageClassName} src={preview} alt={alt} width={size} height={size} />
      <figcaption>Not saved yet</figcaption>
    </figure>
  );
}
