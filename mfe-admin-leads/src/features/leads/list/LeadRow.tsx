import { css } from '@emotion/react';
import type { Lead } from '@clinic/contracts';
import { StatusBadge, theme } from '@clinic/platform';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { practiceDate } from '../format';

export interface LeadRowProps {
  lead: Lead;
  selected: boolean;
  onSelect: () => void;
  ticked: boolean;
  onTick: () => void;
  /** Shown under the row: the lead's detail in the compact layout. */
  children?: ReactNode;
}

/** One lead of the list: its tick box, then its e-mail, created date and markers, which select it. */
export function LeadRow({ lead, selected, onSelect, ticked, onTick, children }: LeadRowProps) {
  const { t } = useTranslation(NS.staff);
  return (
    <li data-testid="lead-row" css={css({ borderBlockEnd: `1px solid ${theme.colors.border}`, minWidth: 0 })}>
      <div css={css({ display: 'flex', alignItems: 'stretch', minWidth: 0, background: selected ? theme.colors.infoBg : undefined })}>
        <label
          css={css({ flex: 'none', display: 'flex', alignItems: 'center', justifyContent: 'center', minWidth: '44px', minHeight: '44px', cursor: 'pointer' })}
        >
          <input
            type="checkbox"
            checked={ticked}
            onChange={onTick}
            aria-label={t('list.tick', { email: lead.email })}
            css={css({ width: '18px', height: '18px', margin: 0 })}
          />
        </label>
        <button
          type="button"
          onClick={onSelect}
          aria-current={selected ? 'true' : undefined}
          css={css({
            flex: '1 1 auto',
            minWidth: 0,
            display: 'grid',
            gap: theme.space(1),
            textAlign: 'start',
            font: 'inherit',
            color: theme.colors.text,
            background: 'transparent',
            border: 'none',
            borderInlineStart: `4px solid ${selected ? theme.colors.primary : 'transparent'}`,
            paddingBlock: theme.space(2),
            paddingInline: theme.space(2),
            cursor: 'pointer',
            '&:hover': { background: selected ? undefined : theme.colors.surface },
            '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '-3px' },
          })}
        >
          <span css={css({ fontWeight: 600, overflowWrap: 'anywhere' })}>{lead.email}</span>
          <span
            css={css({
              display: 'flex',
              flexWrap: 'wrap',
              gap: theme.space(1),
              alignItems: 'center',
              fontSize: theme.font.size.small,
              color: theme.colors.mutedText,
            })}
          >
            <time dateTime={lead.created_on} title={t('list.createdOn')}>
              {practiceDate(lead.created_on)}
            </time>
            {lead.is_system_generated ? (
              <StatusBadge tone="error" size="small">
                {t('list.systemGenerated')}
              </StatusBadge>
            ) : null}
            {lead.initial_doc_request_sent ? (
              <StatusBadge tone="success" size="small">
                {t('list.initialEmailSent')}
              </StatusBadge>
            ) : null}
            {lead.is_active ? null : (
              <StatusBadge tone="neutral" size="small">
                {t('list.archived')}
              </StatusBadge>
            )}
          </span>
        </button>
      </div>
      {children}
    </li>
  );
}
