import { css } from '@emotion/react';
import type { DormantLead } from '@clinic/contracts';
import { Button, mq, theme } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { practiceDate } from '../format';

export interface DormantLeadListProps {
  leads: readonly DormantLead[];
  selected: string | null;
  onSelect: (uuid: string) => void;
  onLookup: (email: string) => void;
}

const listCss = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  maxHeight: '500px',
  overflowY: 'auto',
  [mq.mobile]: { maxHeight: 'none' },
});

const rowCss = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(2),
  paddingInlineEnd: theme.space(2),
  borderBlockEnd: `1px solid ${theme.colors.border}`,
  '&:last-of-type': { borderBlockEnd: 'none' },
  '&[data-selected]': { background: theme.colors.infoBg },
});

const selectCss = css({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: '44px',
  display: 'grid',
  gap: theme.space(1),
  padding: theme.space(3),
  border: 'none',
  background: 'transparent',
  font: 'inherit',
  color: theme.colors.text,
  textAlign: 'start',
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '-3px' },
});

/** The dormant leads: choosing one shows its notes; Lookup opens it in the Leads tab. */
export function DormantLeadList({ leads, selected, onSelect, onLookup }: DormantLeadListProps) {
  const { t } = useTranslation(NS.staff);
  return (
    <ul css={listCss} aria-label={t('followUps.listLabel')}>
      {leads.map((lead) => (
        <li key={lead.uuid} css={rowCss} data-selected={lead.uuid === selected || undefined}>
          <button type="button" css={selectCss} aria-pressed={lead.uuid === selected} onClick={() => onSelect(lead.uuid)}>
            <strong css={css({ overflowWrap: 'anywhere' })}>{lead.email}</strong>
            <span css={css({ color: theme.colors.mutedText, fontSize: theme.font.size.small })}>
              {t('followUps.createdOn', { date: practiceDate(lead.created_on) })}
            </span>
          </button>
          <Button
            variant="secondary"
            css={css({ flex: 'none', whiteSpace: 'nowrap' })}
            aria-label={t('followUps.lookupLabel', { email: lead.email })}
            onClick={() => onLookup(lead.email)}
          >
            {t('followUps.lookup')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
