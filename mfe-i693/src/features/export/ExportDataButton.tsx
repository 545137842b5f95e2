import { css } from '@emotion/react';
import type { I693ExportFormat } from '@clinic/contracts';
import { Button, currentRoles, isAdmin, notify, useSession } from '@clinic/platform';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { listQuery, type ListFilters } from '../applications/listFilters';
import { ExportDialog } from './ExportDialog';

export interface ExportDataButtonProps {
  /** The list's filters and page as shown: the export's current page and filters. */
  filters: ListFilters;
  page: number;
}

/** The admins' Export Data button (back-office.md 6) and its dialog; nothing for other staff. */
export function ExportDataButton({ filters, page }: ExportDataButtonProps) {
  const { t } = useTranslation(NS.staff);
  const admin = useSession((s) => isAdmin(currentRoles(s)));
  const [open, setOpen] = useState(false);
  if (!admin) return null;

  const exported = (count: number, format: I693ExportFormat) => {
    setOpen(false);
    notify(t('export.exported', { count, format: format.toUpperCase() }), 'success');
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} css={css({ marginInlineStart: 'auto' })}>
        {t('export.button')}
      </Button>
      {open ? <ExportDialog shown={listQuery(filters, page)} onClose={() => setOpen(false)} onExported={exported} /> : null}
    </>
  );
}
