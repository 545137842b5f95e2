import { I693_EXPORT_MESSAGES } from '@clinic/contracts';

/** The Export Data button and dialog (back-office.md 2.6, 5, 8); the spec's messages come from contracts. */
export const exportTexts = {
  button: 'Export Data',
  title: 'Export Data',
  format: 'Format',
  formats: { csv: 'CSV', excel: 'Excel (.xlsx)', json: 'JSON' },
  scope: 'Applications',
  scopes: { current_page: 'This page', all_filtered: 'All matching the filters and search' },
  columns: 'Columns',
  columnsSelected: '{{selected}} of {{total}} selected',
  selectAll: 'Select all',
  selectNone: 'Select none',
  columnsLoading: 'Loading the columns…',
  retry: 'Retry',
  cancel: 'Cancel',
  export: 'Export',
  invalid: I693_EXPORT_MESSAGES.selectFormatAndColumns,
  /** I693_EXPORT_MESSAGES.exported with i18next placeholders (the dialog's test holds them equal). */
  exported: 'Successfully exported {{count}} records as {{format}}',
  failed: I693_EXPORT_MESSAGES.failed,
  columnsFailed: I693_EXPORT_MESSAGES.columnsFailed,
};
