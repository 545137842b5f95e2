import { css } from '@emotion/react';
import { formatPhone, type LeadApplicant } from '@clinic/contracts';
import { Button, Ltr, StatusBadge, theme } from '@clinic/platform';
import { Checkbox } from '@clinic/platform/staff';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { fullName, usDate } from '../format';
import { mutedCss, rowCss } from './panelStyles';

export interface ApplicantCardProps {
  applicant: LeadApplicant;
  selected: boolean;
  /** More than one applicant is active: this one (if active) may be archived. */
  canArchive: boolean;
  saving: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onI693Done: (done: boolean) => void;
  onArchive: () => void;
  onEnable: () => void;
}

/** One applicant: DOB, names, phone, Edit, 'I693 Done?', and Archive or Enable. A click anywhere selects it. */
export function ApplicantCard({ applicant, selected, canArchive, saving, onSelect, onEdit, onI693Done, onArchive, onEnable }: ApplicantCardProps) {
  const { t } = useTranslation(NS.staff);
  const name = fullName(applicant);
  return (
    // The click anywhere is the mouse's shortcut; the keyboard selects with the name's button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <li
      data-testid="applicant-card"
      onClick={onSelect}
      css={css({
        border: `${selected ? 2 : 1}px solid ${selected ? theme.colors.primary : theme.colors.border}`,
        borderRadius: theme.radius,
        padding: selected ? `calc(${theme.space(3)} - 1px)` : theme.space(3),
        background: selected ? theme.colors.infoBg : applicant.is_active ? theme.colors.background : theme.colors.surface,
        display: 'grid',
        gap: theme.space(1),
        minWidth: 0,
        cursor: 'pointer',
      })}
    >
      <div css={[rowCss, css({ justifyContent: 'space-between' })]}>
        <button
          type="button"
          aria-pressed={selected}
          aria-label={t('applicants.cards.select', { name })}
          onClick={(event) => {
            event.stopPropagation();
            onSelect();
          }}
          css={css({
            background: 'none',
            border: 'none',
            padding: 0,
            minHeight: '32px',
            font: 'inherit',
            fontWeight: 700,
            color: theme.colors.text,
            textAlign: 'start',
            cursor: 'pointer',
            overflowWrap: 'anywhere',
            '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '2px' },
          })}
        >
          {name}
        </button>
        <span css={rowCss}>
          {selected ? (
            <StatusBadge tone="success" size="small">
              {t('applicants.cards.selected')}
            </StatusBadge>
          ) : null}
          {!applicant.is_active ? (
            <StatusBadge tone="neutral" size="small">
              {t('applicants.cards.archived')}
            </StatusBadge>
          ) : null}
        </span>
      </div>
      <dl
        css={css({
          margin: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: theme.space(2),
          fontSize: theme.font.size.small,
          '& dd': { margin: 0, overflowWrap: 'anywhere' },
        })}
      >
        <dt>{t('applicants.cards.dob')}</dt>
        <dd>{applicant.dob ? usDate(applicant.dob) : t('applicants.cards.noDob')}</dd>
        <dt>{t('applicants.cards.phone')}</dt>
        <dd>{applicant.phone ? <Ltr>{formatPhone(applicant.phone)}</Ltr> : null}</dd>
      </dl>
      <div css={rowCss}>
        <Checkbox
          label={t('applicants.cards.i693Done')}
          checked={applicant.is_i693_done}
          disabled={saving}
          onChange={(event) => onI693Done(event.target.checked)}
        />
      </div>
      <div css={rowCss}>
        <Button variant="secondary" onClick={onEdit} disabled={saving} aria-label={t('applicants.cards.editLabel', { name })}>
          {t('applicants.cards.edit')}
        </Button>
        {applicant.is_active && canArchive ? (
          <Button variant="text" onClick={onArchive} disabled={saving} aria-label={t('applicants.cards.archiveLabel', { name })}>
            {t('applicants.cards.archive')}
          </Button>
        ) : null}
        {!applicant.is_active ? (
          <Button variant="secondary" onClick={onEnable} disabled={saving} aria-label={t('applicants.cards.enableLabel', { name })}>
            {t('applicants.cards.enable')}
          </Button>
        ) : null}
      </div>
      {applicant.is_active && !canArchive ? <p css={[mutedCss, css({ fontSize: theme.font.size.small })]}>{t('applicants.cards.lastActiveHint')}</p> : null}
    </li>
  );
}
