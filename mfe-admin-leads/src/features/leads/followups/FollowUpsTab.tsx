import { css } from '@emotion/react';
import { Alert, Button, mq, Spinner, theme } from '@clinic/platform';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { DormantLeadList } from './DormantLeadList';
import { FollowUpNotesPanel } from './FollowUpNotesPanel';
import { useDormantLeads } from './useDormantLeads';

const columnsCss = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: theme.space(4),
  alignItems: 'start',
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});

/** The Follow-ups tab (booking-leads-calendar.md 2): the leads created from 6 to 3 days ago and their follow-up notes. */
export function FollowUpsTab({ onLookup }: { onLookup: (email: string) => void }) {
  const { t } = useTranslation(NS.staff);
  const headingId = useId();
  const { state: dormant, reload } = useDormantLeads();
  const [selected, setSelected] = useState<string | null>(null);
  const selectedLead = dormant.status === 'ready' ? (dormant.data.find((lead) => lead.uuid === selected) ?? null) : null;

  return (
    <section aria-labelledby={headingId} css={css({ display: 'grid', gap: theme.space(3), minWidth: 0 })}>
      <h2 id={headingId} css={css({ margin: 0, fontSize: theme.font.size.large })}>
        {t('followUps.heading')}
      </h2>
      {dormant.status === 'loading' ? <Spinner label={t('followUps.loading')} /> : null}
      {dormant.status === 'error' ? (
        <Alert
          type="error"
          action={
            <Button variant="secondary" onClick={reload}>
              {t('followUps.retry')}
            </Button>
          }
        >
          {t('followUps.failed')}
        </Alert>
      ) : null}
      {dormant.status === 'ready' && dormant.data.length === 0 ? <Alert type="info">{t('followUps.empty')}</Alert> : null}
      {dormant.status === 'ready' && dormant.data.length > 0 ? (
        <div css={columnsCss}>
          <DormantLeadList leads={dormant.data} selected={selected} onSelect={setSelected} onLookup={onLookup} />
          {selectedLead ? (
            <FollowUpNotesPanel key={selectedLead.uuid} lead={selectedLead} />
          ) : (
            <p css={css({ margin: 0, color: theme.colors.mutedText })}>{t('followUps.selectLead')}</p>
          )}
        </div>
      ) : null}
    </section>
  );
}
