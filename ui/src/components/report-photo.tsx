import { apiFileUrl } from '@storefront/shared';

export interface ReportPhotoProps {
  /** The photo's path on the API, as a problem report gives it. */
  photo: string;
  alt: string;
  size: number;
  className: string;
}

/** A problem report's photo as a thumbnail that opens full size in a new tab. */
export function ReportPhoto({ photo, alt, size, className }: ReportPhotoProps) {
  const url = apiFileUrl(photo);
  return (
    <a href={url} target="_blank" rel="noreferrer">
      <img className={className} src={url} alt={alt} width={size} height={size} loading="lazy" />
    </a>
  );
}
