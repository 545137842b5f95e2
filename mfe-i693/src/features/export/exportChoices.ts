import type { I693ExportColumn, I693ExportColumnKey, I693ExportFormat, I693ExportRequestInput, I693ExportScope } from '@clinic/contracts';
import type { ApplicationListQuery } from '../applications/api';

/** What the Export Data dialog holds. */
export interface ExportChoices {
  format: I693ExportFormat;
  /** Ticked column keys. */
  columns: ReadonlySet<string>;
  scope: I693ExportScope;
}

/** The ticked columns in the order the dialog lists them (the order of the file). */
export function orderedColumns(offered: readonly I693ExportColumn[], ticked: ReadonlySet<string>): string[] {
  return offered.filter((c) => ticked.has(c.key)).map((c) => c.key);
}

/**
 * The body of `POST /i693-application/export/` for the list as shown (its page, filters and
 * search), or null when no column is ticked (back-office.md 5).
 */
export function exportBody(choices: ExportChoices, offered: readonly I693ExportColumn[], shown: ApplicationListQuery): I693ExportRequestInput | null {
  const columns = orderedColumns(offered, choices.columns);
  if (columns.length === 0) return null;
  const { page, ...filters } = shown;
  // Keys the server offered: its own column keys.
  return { format: choices.format, columns: columns as I693ExportColumnKey[], scope: choices.scope, page, filters };
}
