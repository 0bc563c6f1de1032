import type { ProblemReport, ProblemReportLine } from '@storefront/shared/contracts';
import { reportLineText } from '../lib/problem-report-words';
import { ReportPhoto } from './report-photo';

export interface ReportedLinesProps {
  lines: readonly ProblemReportLine[];
  className: string;
  /** Names the list where it stands alone ("Reported items"); a table cell needs none. */
  label?: string;
}

/** A problem report's lines, one a row: '2 × Milk — Damaged'. */
export function ReportedLines({ lines, className, label }: ReportedLinesProps) {
  return (
    <ul className={className} aria-label={label}>
      {lines.map((line) => (
        <li key={line.productId}>{reportLineText(line)}</li>
      ))}
    </ul>
  );
}

export interface ReportBodyProps {
  report: Pick<ProblemReport, 'lines' | 'note' | 'photo'>;
  /** The page's class for the report, e.g. 'db-desk-report': its __lines, __note and __photo. */
  block: string;
  photoAlt: string;
  photoSize: number;
  /** The note in quotation marks: the customer's own words, on the store's page. */
  quoted?: boolean;
}

/** What a problem report says: its lines, the customer's note, and the photo (opens full size) if any. */
export function ReportBody({
  report,
  block,
  photoAlt,
  photoSize,
  quoted = false,
}: ReportBodyProps) {
  return (
    <>
      <ReportedLines lines={report.lines} className={`${block}__lines`} label="Reported items" />
      <p className={`${block}__note`}>{quoted ? `\u201c${report.note}\u201d` : report.note}</p>
      {report.photo && (
        <ReportPhoto
          photo={report.photo}
          alt={photoAlt}
          size={photoSize}
          className={`${block}__photo`}
        />
      )}
    </>
  );
}
