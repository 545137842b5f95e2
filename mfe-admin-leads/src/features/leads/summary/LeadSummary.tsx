import { css } from '@emotion/react';
import { formatPhone, type Lead } from '@clinic/contracts';
import { Alert, Ltr, StatusBadge, theme } from '@clinic/platform';
import { CopyButton } from '@clinic/platform/staff';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { fullName, practiceDate, usDate } from '../format';
import { leadUpdate } from '../leadUpdate';
import { useLeadSave } from '../useLeadSave';
import { CommonFilesCard } from './CommonFilesCard';
import { EmailEditor } from './EmailEditor';
import { LeadActions } from './LeadActions';
import { NotesEditor } from './NotesEditor';

export interface LeadSummaryProps {
  lead: Lead;
  onLeadChange: (lead: Lead) => void;
  reload: () => Promise<void>;
}

const card = css({
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  padding: theme.space(3),
  display: 'grid',
  gap: theme.space(4),
  minWidth: 0,
});
const term = css({ fontWeight: 600, fontSize: theme.font.size.small, color: theme.colors.mutedText });

/** The top of the lead detail: the person, e-mail, markers, staff notes, the lead's actions and its common files. */
export function LeadSummary({ lead, onLeadChange, reload }: LeadSummaryProps) {
  const { t } = useTranslation(NS.staff);
  const nameId = useId();
  const emailSave = useLeadSave(lead, onLeadChange);
  const notesSave = useLeadSave(lead, onLeadChange);

  const saveEmail = async (email: string) => (await emailSave.save({ ...leadUpdate(lead), email }, t('summary.emailSaved'))) !== null;
  const saveNotes = (notes: string) => void notesSave.save({ ...leadUpdate(lead), notes }, t('summary.notesSaved'));

  return (
    <div css={css({ display: 'grid', gap: theme.space(4), minWidth: 0 })}>
      <section aria-labelledby={nameId} css={card}>
        <div css={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2) })}>
          <h2 id={nameId} css={css({ margin: 0, fontSize: theme.font.size.large, overflowWrap: 'anywhere' })}>
            {fullName(lead) || lead.email}
          </h2>
          {lead.initial_doc_request_sent ? (
            <StatusBadge tone="success" size="small">
              {t('summary.initialEmailSent')}
            </StatusBadge>
          ) : null}
          {lead.is_active ? null : (
            <StatusBadge tone="neutral" size="small">
              {t('summary.archived')}
            </StatusBadge>
          )}
        </div>
        {lead.unsubscribed_on ? <Alert type="warning">{t('summary.unsubscribedOn', { date: practiceDate(lead.unsubscribed_on) })}</Alert> : null}
        <dl css={css({ margin: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))', gap: theme.space(3) })}>
          <div>
            <dt css={term}>{t('summary.dob')}</dt>
            <dd css={css({ margin: 0 })}>{lead.dob ? usDate(lead.dob) : t('summary.notGiven')}</dd>
          </div>
          <div>
            <dt css={term}>{t('summary.phone')}</dt>
            <dd css={css({ margin: 0, overflowWrap: 'anywhere' })}>{lead.phone ? <Ltr>{formatPhone(lead.phone)}</Ltr> : t('summary.notGiven')}</dd>
          </div>
          <div css={css({ gridColumn: '1 / -1', minWidth: 0 })}>
            <dt css={term}>{t('summary.email')}</dt>
            <dd css={css({ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2), minWidth: 0 })}>
              <EmailEditor email={lead.email} saving={emailSave.saving} onSave={saveEmail} />
              <CopyButton text={lead.email} copiedLabel={t('summary.copied')} failedLabel={t('summary.copyFailed')}>
                {t('summary.copyEmail')}
              </CopyButton>
            </dd>
          </div>
        </dl>
        <NotesEditor notes={lead.notes} saving={notesSave.saving} onSave={saveNotes} />
        <LeadActions lead={lead} reload={reload} />
      </section>
      <CommonFilesCard lead={lead} reload={reload} />
    </div>
  );
}
