import { css } from '@emotion/react';
import { LEAD_SEARCH_MIN_CHARS, type Lead } from '@clinic/contracts';
import { Alert, Button, Spinner, TextField, theme, useCompactLayout } from '@clinic/platform';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { LeadDetail } from '../LeadDetail';
import { BulkArchive } from './BulkArchive';
import { LeadRow } from './LeadRow';
import { Pager } from './Pager';
import { useLeadList } from './useLeadList';

export interface LeadsTabProps {
  /** The search box's text: typed here, or set by the screen from `?s=` and the Follow-ups Lookup. */
  search: string;
  onSearchChange: (text: string) => void;
}

/** Desktop: the list (~360 px) on the left, the selected lead on the right. */
const desktopColumns = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 360px) minmax(0, 1fr)', gap: theme.space(4), alignItems: 'start' });

/**
 * The Leads tab (booking-leads-calendar.md 2): the searchable, paged list of leads with bulk
 * archive, and the selected lead's detail beside it, or inline under its row in the compact layout.
 */
export function LeadsTab({ search, onSearchChange }: LeadsTabProps) {
  const { t } = useTranslation(NS.staff);
  const compact = useCompactLayout();
  const { query, setPage, status, data, lastPage, reload, replaceLead } = useLeadList(search);
  const [selected, setSelected] = useState<Lead | null>(null);
  const queryKey = `${query.page} ${query.search}`;
  // Ticks belong to the page they were made on: another page or search starts with none.
  const [ticks, setTicks] = useState<{ key: string; uuids: string[] }>({ key: queryKey, uuids: [] });
  const ticked = ticks.key === queryKey ? ticks.uuids : [];

  const leads = data?.results ?? [];
  // The page's copy when the lead is on it (it follows reloads), else the lead as last selected.
  const shown = selected && (leads.find((lead) => lead.uuid === selected.uuid) ?? selected);

  // Searching a lead's exact e-mail (as `?s=` and the Follow-ups Lookup do) opens it.
  const exactMatch = leads.length === 1 && leads[0]!.email.toLowerCase() === query.search ? leads[0]! : null;
  useEffect(() => {
    if (exactMatch) setSelected(exactMatch);
  }, [exactMatch]);

  const onLeadChange = useCallback(
    (lead: Lead) => {
      replaceLead(lead);
      setSelected(lead);
    },
    [replaceLead],
  );

  const toggleTick = (uuid: string) => {
    const uuids = ticked.includes(uuid) ? ticked.filter((u) => u !== uuid) : [...ticked, uuid];
    setTicks({ key: queryKey, uuids });
  };

  const typed = search.trim().length;
  const detail = (lead: Lead) => <LeadDetail key={lead.uuid} lead={lead} onLeadChange={onLeadChange} />;

  const list = (
    <div css={css({ display: 'grid', gap: theme.space(3), minWidth: 0 })}>
      <TextField
        type="search"
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        hint={typed > 0 && typed < LEAD_SEARCH_MIN_CHARS ? t('list.searchHint') : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      <div css={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2) })}>
        <Button variant="secondary" onClick={reload}>
          {t('list.refresh')}
        </Button>
        {ticked.length > 0 ? (
          <>
            <BulkArchive
              leads={leads.filter((lead) => ticked.includes(lead.uuid))}
              onDone={(archived) => {
                if (archived) setTicks({ key: queryKey, uuids: [] });
                reload();
              }}
            />
            <span css={css({ color: theme.colors.mutedText, fontSize: theme.font.size.small })}>{t('list.ticked', { count: ticked.length })}</span>
          </>
        ) : null}
        {status === 'loading' && data ? <Spinner label={t('list.loading')} size={18} /> : null}
      </div>
      {status === 'error' ? (
        <Alert
          type="error"
          action={
            <Button variant="secondary" onClick={reload}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('list.loadFailed')}
        </Alert>
      ) : null}
      {status === 'loading' && !data ? <Spinner label={t('list.loading')} /> : null}
      {data ? (
        <div
          role="region"
          aria-label={t('list.listRegion')}
          css={css({ minWidth: 0, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius }, !compact && { height: '600px', overflowY: 'auto' })}
        >
          {leads.length === 0 ? (
            <p css={css({ margin: 0, padding: theme.space(3), color: theme.colors.mutedText })}>{t('list.empty')}</p>
          ) : (
            <ul aria-label={t('list.listLabel')} aria-busy={status === 'loading' || undefined} css={css({ listStyle: 'none', margin: 0, padding: 0 })}>
              {leads.map((lead) => (
                <LeadRow
                  key={lead.uuid}
                  lead={lead}
                  selected={shown?.uuid === lead.uuid}
                  onSelect={() => setSelected(lead)}
                  ticked={ticked.includes(lead.uuid)}
                  onTick={() => toggleTick(lead.uuid)}
                >
                  {compact && shown?.uuid === lead.uuid ? (
                    <div css={css({ padding: theme.space(2), borderBlockStart: `1px solid ${theme.colors.border}` })}>{detail(lead)}</div>
                  ) : null}
                </LeadRow>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {data && data.count > 0 ? <Pager page={query.page} lastPage={lastPage} onPage={setPage} /> : null}
    </div>
  );

  if (compact) return list;
  return (
    <div css={desktopColumns}>
      {list}
      <div css={css({ minWidth: 0 })}>{shown ? detail(shown) : <p css={css({ margin: 0, color: theme.colors.mutedText })}>{t('list.selectPrompt')}</p>}</div>
    </div>
  );
}
