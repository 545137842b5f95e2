import { css } from '@emotion/react';
import { I693_PAGE_SIZE, practiceDay, type I693Application } from '@clinic/contracts';
import { Alert, Button, currentRoles, isExtStaff, Spinner, theme, useSession } from '@clinic/platform';
import { Pagination } from '@clinic/platform/staff';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { fullName } from './format';
import { ApplicationFilters } from './ApplicationFilters';
import { ApplicationTable } from './ApplicationTable';
import { BatchPdfArea } from '../batch/BatchPdfArea';
import { ExportDataButton } from '../export/ExportDataButton';
import { IdDocumentDrawer, type IdSide } from './IdDocumentDrawer';
import { pageItems } from './pagination';
import { useApplicationList } from './useApplicationList';

/** The staff's I-693 application list (back-office.md 2.4): filters, the table, pagination, the ID drawer. */
export function ApplicationsScreen() {
  const { t } = useTranslation(NS.staff);
  const list = useApplicationList();
  const canNotify = useSession((s) => !isExtStaff(currentRoles(s)));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<string | null>(null);
  const [idDocument, setIdDocument] = useState<{ uuid: string; name: string; side: IdSide } | null>(null);
  const today = practiceDay();

  const results = list.data?.results ?? [];
  const count = list.data?.count ?? 0;
  const lastPage = Math.max(1, Math.ceil(count / I693_PAGE_SIZE));

  // Another page or other filters: the selection was of rows no longer on screen.
  useEffect(() => setSelected(new Set()), [list.queryKey]);
  // The row being edited stays open while it is listed, so a search typed meanwhile loses no edits.
  const editingListed = editing !== null && results.some((a) => a.uuid === editing);
  useEffect(() => {
    if (list.data && !editingListed) setEditing(null);
  }, [list.data, editingListed]);

  const openId = (application: I693Application, side: IdSide) => setIdDocument({ uuid: application.uuid, name: fullName(application), side });

  return (
    <div>
      <ApplicationFilters filters={list.filters} onChange={list.changeFilters} />
      <div css={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(3), minHeight: '44px' })}>
        <p role="status" css={css({ margin: 0, color: theme.colors.mutedText })}>
          {list.data ? t('list.count', { count }) : ''}
          {selected.size > 0 ? ` ${t('list.selected', { count: selected.size })}` : ''}
        </p>
        {list.status === 'loading' ? <Spinner label={t('list.loading')} size={20} /> : null}
        <ExportDataButton filters={list.filters} page={list.page} />
      </div>
      <BatchPdfArea applications={results} selected={selected} onClearSelection={() => setSelected(new Set())} onFinished={list.reload} />
      {list.status === 'error' ? (
        <Alert
          type="error"
          action={
            <Button variant="secondary" onClick={list.reload}>
              {t('list.retry')}
            </Button>
          }
        >
          {list.error ?? t('list.failed')}
        </Alert>
      ) : null}
      {list.status !== 'error' && list.data && results.length === 0 ? <Alert type="info">{t('list.empty')}</Alert> : null}
      {results.length > 0 && list.status !== 'error' ? (
        <div css={css({ opacity: list.status === 'loading' ? 0.6 : 1, transition: 'opacity 0.15s' })} aria-busy={list.status === 'loading'}>
          <ApplicationTable
            applications={results}
            today={today}
            selected={selected}
            onSelectionChange={setSelected}
            editing={editing}
            onEdit={setEditing}
            onOpenId={openId}
            onSaved={list.replaceRow}
            onArchiveChanged={list.reload}
            canNotify={canNotify}
          />
        </div>
      ) : null}
      {lastPage > 1 ? (
        <Pagination
          page={list.page}
          lastPage={lastPage}
          onPage={list.setPage}
          items={pageItems(list.page, lastPage)}
          labels={{ nav: t('pagination.label'), prev: t('pagination.prev'), next: t('pagination.next'), page: (page) => t('pagination.page', { page }) }}
          align="center"
          css={css({ marginBlockStart: theme.space(4) })}
        />
      ) : null}
      {/* A fresh drawer per document: the previous one's link is never shown under the new title. */}
      <IdDocumentDrawer key={idDocument ? `${idDocument.uuid}-${idDocument.side}` : 'closed'} shown={idDocument} onClose={() => setIdDocument(null)} />
    </div>
  );
}
