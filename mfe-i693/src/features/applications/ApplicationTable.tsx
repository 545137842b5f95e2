import { visuallyHidden } from '@clinic/platform';
import { Checkbox } from '@clinic/platform/staff';
import type { I693Application } from '@clinic/contracts';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { ApplicationRow } from './ApplicationRow';

import type { IdSide } from './IdDocumentDrawer';
import { tableCss } from './tableLayout';

export interface ApplicationTableProps {
  applications: readonly I693Application[];
  today: string;
  selected: ReadonlySet<string>;
  onSelectionChange: (selected: Set<string>) => void;
  editing: string | null;
  onEdit: (uuid: string | null) => void;
  onOpenId: (application: I693Application, side: IdSide) => void;
  onSaved: (application: I693Application) => void;
  onArchiveChanged: () => void;
  /** Not external staff: the rows offer the PDF, receipts, review requests and payment SMS. */
  canNotify: boolean;
}

/** The applications of the page with a select-all header; at most one row is in edit mode. */
export function ApplicationTable({
  applications,
  today,
  selected,
  onSelectionChange,
  editing,
  onEdit,
  onOpenId,
  onSaved,
  onArchiveChanged,
  canNotify,
}: ApplicationTableProps) {
  const { t } = useTranslation(NS.staff);
  const allSelected = applications.length > 0 && applications.every((a) => selected.has(a.uuid));
  const someSelected = !allSelected && applications.some((a) => selected.has(a.uuid));

  const selectRow = (uuid: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(uuid);
    else next.delete(uuid);
    onSelectionChange(next);
  };

  return (
    <table css={tableCss}>
      <caption css={visuallyHidden}>{t('list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">
            <Checkbox
              label={t('list.all')}
              aria-label={t('list.selectAll')}
              checked={allSelected}
              ref={(input) => {
                if (input) input.indeterminate = someSelected;
              }}
              onChange={(e) => onSelectionChange(e.target.checked ? new Set(applications.map((a) => a.uuid)) : new Set())}
            />
          </th>
          <th scope="col">{t('columns.name')}</th>
          <th scope="col">{t('columns.aNumber')}</th>
          <th scope="col">{t('columns.files')}</th>
          <th scope="col">{t('columns.dates')}</th>
          <th scope="col">{t('columns.template')}</th>
          <th scope="col">{t('columns.action')}</th>
        </tr>
      </thead>
      <tbody>
        {applications.map((application) => (
          <ApplicationRow
            key={application.uuid}
            application={application}
            today={today}
            selected={selected.has(application.uuid)}
            onSelect={(on) => selectRow(application.uuid, on)}
            editing={editing === application.uuid}
            onToggleEdit={() => onEdit(editing === application.uuid ? null : application.uuid)}
            onOpenId={(side) => onOpenId(application, side)}
            onSaved={onSaved}
            onArchiveChanged={onArchiveChanged}
            internalActions={canNotify}
          />
        ))}
      </tbody>
    </table>
  );
}
