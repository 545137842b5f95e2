import { css } from '@emotion/react';
import { Button, Spinner, theme } from '@clinic/platform';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { fullName, practiceDate } from '../format';
import type { ExistingLeads as Found } from './useExistingLeads';

const boxCss = css({
  padding: theme.space(3),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  minWidth: 0,
});
const mutedCss = css({ margin: 0, color: theme.colors.mutedText, fontSize: theme.font.size.small });
const rowCss = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(2),
  paddingBlock: theme.space(2),
  borderBlockEnd: `1px solid ${theme.colors.border}`,
  '&:last-of-type': { borderBlockEnd: 'none' },
});

/** The existing leads matching the typed e-mail, each with Lookup to open it in the Leads tab. */
export function ExistingLeads({ found, onLookup }: { found: Found; onLookup: (email: string) => void }) {
  const { t } = useTranslation(NS.staff);
  const headingId = useId();
  if (found.status === 'idle') return null;
  return (
    <div aria-live="polite" css={boxCss}>
      {found.status === 'loading' ? <Spinner label={t('createLead.existingLoading')} size={16} /> : null}
      {found.status === 'error' ? <p css={mutedCss}>{t('createLead.existingFailed')}</p> : null}
      {found.status === 'ready' && found.leads.length === 0 ? <p css={mutedCss}>{t('createLead.existingNone', { email: found.email })}</p> : null}
      {found.status === 'ready' && found.leads.length > 0 ? (
        <>
          <h3 id={headingId} css={css({ margin: 0, fontSize: theme.font.size.base, overflowWrap: 'anywhere' })}>
            {t('createLead.existingHeading', { email: found.email })}
          </h3>
          <ul aria-labelledby={headingId} css={css({ listStyle: 'none', margin: 0, padding: 0 })}>
            {found.leads.map((lead) => (
              <li key={lead.uuid} css={rowCss}>
                <div css={css({ minWidth: 0, flex: '1 1 12rem' })}>
                  <strong css={css({ display: 'block', overflowWrap: 'anywhere' })}>{lead.email}</strong>
                  <p css={mutedCss}>{[fullName(lead), t('createLead.createdOn', { date: practiceDate(lead.created_on) })].filter(Boolean).join(' · ')}</p>
                </div>
                <Button variant="secondary" aria-label={t('createLead.lookupLabel', { email: lead.email })} onClick={() => onLookup(lead.email)}>
                  {t('createLead.lookup')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
