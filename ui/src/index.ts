// The kit's one entry. Every module here is free of side effects but its CSS
// (package.json "sideEffects"), so a remote's bundle keeps only the pieces
// its pages import, each in the chunk of the page that uses it.

// Types only: teaches TypeScript the DOM attributes React 18 passes on as written.
export type {} from './html-attributes';
export { CursorPager } from './components/cursor-pager';
export { DashboardPage, EmptyState } from './components/dashboard-page';
export { DiscountTotal, type DiscountTotalProps } from './components/discount-total';
export { OrderCharges, type OrderChargesProps } from './orders/order-charges';
export { OrderLineList, type ListedLine, type OrderLineListProps } from './orders/order-line-list';
export {
  SelectField,
  TextAreaField,
  type SelectFieldProps,
  type TextAreaFieldProps,
} from './components/form-controls';
export {
  FieldFrame,
  FormField,
  type FieldFrameProps,
  type FormFieldProps,
} from './components/form-field';
export { FormAlert } from './components/form-alert';
export { LoadError, LoadingNote, type LoadErrorProps } from './components/load-state';
export { LoadingSkeleton, type LoadingSkeletonProps } from './components/loading-skeleton';
export {
  currentItem,
  MenuBlock,
  SideMenu,
  type MenuBlockProps,
  type MenuItem,
  type SideMenuProps,
} from './components/menu-block';
export { ModalDialog, type ModalDialogProps } from './components/modal-dialog';
export { SideMenuLayout, type SideMenuLayoutProps } from './components/side-menu-layout';
export { Pager, type PagerProps } from './components/pager';
export { PhoneLink, readableMobile } from './components/phone-link';
export { ReportPhoto, type ReportPhotoProps } from './components/report-photo';
export { useFilePreview } from './hooks/use-file-preview';
export { PictureField, type PictureFieldProps } from './pictures/picture-field';
export { PicturePreview, type PicturePreviewProps } from './pictures/picture-preview';
export { UploadProgress, type UploadProgressProps } from './uploads/upload-progress';
export {
  usePictureUpload,
  type PictureUpload,
  type PictureUploadOptions,
} from './pictures/use-picture-upload';
export { cardHold, pendingCardPayment } from './lib/card-payment';
export { DELIVERY_OPTION_LABELS, SLOT_LABELS } from './lib/delivery-words';
export { focusFirstError, isOneOf } from './lib/field-errors';
export { formatDate, formatDay, formatDayAndTime } from './lib/format-date';
export * from './lib/list-cursor';
export { pageFrom } from './lib/page-from';
export { REPORT_STATUS_LABELS, reportLineText } from './lib/problem-report-words';
export { ReportStatusBadge } from './components/report-status-badge';
export {
  ReportBody,
  ReportedLines,
  type ReportBodyProps,
  type ReportedLinesProps,
} from './components/report-body';
export { readBlobError } from './lib/read-blob-error';
export { useAccount } from './hooks/use-account';
export { saveFile } from './lib/save-file';
export { DataTable, type Column, type DataTableProps } from './data-table/data-table';
export { ListPager, type ListPagerProps } from './data-table/list-pager';
export { FilterSelect, type FilterSelectProps } from './components/filter-select';
export { PaymentPart, type PaymentPartProps } from './orders/payment-part';
export { useDownload, type DownloadOptions } from './hooks/use-download';
export {
  ledgerColumns,
  type LedgerColumnsOptions,
  type LedgerEntry,
} from './ledger/ledger-columns';
export { StatusBadge, type StatusBadgeProps, type StatusTone } from './components/status-badge';
export { OrderStatusBadge } from './orders/order-status-badge';
export { WalletLedger, type WalletLedgerProps } from './ledger/wallet-ledger';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmOutcome,
  type ConfirmReason,
} from './components/confirm-dialog';
// The host's shared package holds it beside the loader: one copy serves every remote.
export { useMutation, type MutationOptions, type MutationOutcome } from '@storefront/shared';
export { useSchemaForm, type FormSchema, type SchemaFormOptions } from './forms/use-schema-form';
export { inFormTerms, readingSchema, type FormReading, type FormTerms } from './forms/form-reader';
