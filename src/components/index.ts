export { DataTable, serverPaging, type DataTableColumn, type DataTableProps, type ServerPaging, type TableRead } from './DataTable';
export { Pagination, type PaginationProps } from './Pagination';
export { Wizard, type WizardControls, type WizardProps, type WizardStep } from './Wizard';
export { Money, type MoneyProps } from './Money';
export { MoneyInput, type MoneyInputProps } from './MoneyInput';
export { ImagePicker, type ExistingPicture, type ImagePickerProps } from './ImagePicker';
export { Picture, type PictureProps } from './Picture';
export { PageTitle, type PageTitleProps } from './PageTitle';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export {
  ALERT_TIMEOUT_MS,
  closeAlert,
  showFailure,
  showLoading,
  showMessage,
  showQueued,
  showSuccess,
  withAlerts,
  type ActionAlerts,
  type ActionResult,
  type Notice,
} from './alerts';
export { errorCode, refusedWriteKey, refusedWriteText } from './writeErrors';
export { CsvButton, type CsvButtonProps } from './CsvButton';
export { confirmDialog, type ConfirmOptions } from './confirm';
