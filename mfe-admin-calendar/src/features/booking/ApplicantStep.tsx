import type { BookableApplicant, BookingStatus } from '@clinic/contracts';
import { Alert, Button, StatusBadge, theme, type StatusTone } from '@clinic/platform';
import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { chosenApplicants, fullName, hasBookable, isBookable, lastDayAfterLab, readinessReason, type EmailApplicants } from './applicants';
import { StepActions, StepHeading } from './stepParts';

export interface ApplicantStepProps {
  groups: EmailApplicants[];
  chosen: ReadonlySet<string>;
  onToggle: (uuid: string) => void;
  onBack: () => void;
  onContinue: () => void;
}

/** The tone of each lookup status (Ready to Book, Already Booked, Missing Requirements, Needs I-693 Form). */
const STATUS_TONES: Record<BookingStatus, StatusTone> = {
  bookable: 'success',
  already_booked: 'info',
  pending_requirements: 'warning',
  pending_i693_form: 'error',
};

const groupCss = css({ border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius, padding: theme.space(3), marginBlockEnd: theme.space(3) });
const listCss = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(2) });
const rowCss = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: theme.space(2),
  alignItems: 'start',
  '& + &': { borderBlockStart: `1px solid ${theme.colors.border}`, paddingBlockStart: theme.space(2) },
});
// Centred on the 44px line of the name.
const checkboxCss = css({ width: 18, height: 18, marginBlock: 13, marginInline: 0, cursor: 'pointer', '&:disabled': { cursor: 'not-allowed' } });
const headCss = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: theme.space(3),
  rowGap: theme.space(1),
});
const nameCss = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  fontWeight: 600,
  cursor: 'pointer',
  '[data-bookable="false"] &': { cursor: 'not-allowed', color: theme.colors.mutedText },
});
const reasonCss = css({ margin: `${theme.space(1)} 0 ${theme.space(1)}`, color: theme.colors.mutedText, fontSize: theme.font.size.small });

function ApplicantRow({ applicant, chosen, onToggle }: { applicant: BookableApplicant; chosen: boolean; onToggle: () => void }) {
  const { t } = useTranslation(NS.staff);
  const id = `applicant-${useId()}`;
  const bookable = isBookable(applicant);
  const reason = readinessReason(applicant);
  const labDay = bookable ? lastDayAfterLab(applicant) : null;
  const note = labDay ? t('booking.applicants.labWindow', { date: labDay }) : reason;
  return (
    <li css={rowCss} data-bookable={bookable} data-testid="booking-applicant">
      <input
        id={id}
        type="checkbox"
        checked={bookable && chosen}
        disabled={!bookable}
        onChange={onToggle}
        aria-describedby={`${id}-status${note ? ` ${id}-note` : ''}`}
        css={checkboxCss}
      />
      <div css={css({ minWidth: 0 })}>
        <div css={headCss}>
          <label htmlFor={id} css={nameCss}>
            {fullName(applicant)}
          </label>
          <StatusBadge tone={STATUS_TONES[applicant.status]} id={`${id}-status`} data-status={applicant.status}>
            {t(`booking.statuses.${applicant.status}`)}
          </StatusBadge>
        </div>
        {note ? (
          <p id={`${id}-note`} css={reasonCss}>
            {note}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** Step 2: every applicant of each e-mail with its status tag and reason; only Ready to Book ones can be ticked. */
export function ApplicantStep({ groups, chosen, onToggle, onBack, onContinue }: ApplicantStepProps) {
  const { t } = useTranslation(NS.staff);
  const [missing, setMissing] = useState(false);
  const anyBookable = hasBookable(groups);
  const count = chosenApplicants(groups, chosen).length;

  const next = () => {
    if (count === 0) return setMissing(true);
    onContinue();
  };

  return (
    <div>
      <StepHeading>{t('booking.applicants.heading')}</StepHeading>
      {anyBookable ? (
        <p css={css({ marginBlock: `0 ${theme.space(3)}`, color: theme.colors.mutedText })}>{t('booking.applicants.hint')}</p>
      ) : (
        <Alert type="warning" css={css({ marginBlockEnd: theme.space(3) })}>
          {t('booking.applicants.noneBookable')}
        </Alert>
      )}
      {groups.map((group) => (
        <section key={group.email} css={groupCss} aria-label={group.email}>
          <h4 css={css({ margin: `0 0 ${theme.space(2)}`, fontSize: theme.font.size.base, overflowWrap: 'anywhere' })}>{group.email}</h4>
          {group.applicants.length === 0 ? (
            <p css={css({ margin: 0, color: theme.colors.mutedText })}>{t('booking.applicants.noApplicants')}</p>
          ) : (
            <ul css={listCss}>
              {group.applicants.map((applicant) => (
                <ApplicantRow
                  key={applicant.uuid}
                  applicant={applicant}
                  chosen={chosen.has(applicant.uuid)}
                  onToggle={() => {
                    setMissing(false);
                    onToggle(applicant.uuid);
                  }}
                />
              ))}
            </ul>
          )}
        </section>
      ))}
      {missing ? <Alert type="error">{t('booking.applicants.selectOne')}</Alert> : null}
      <StepActions>
        <Button variant="secondary" onClick={onBack}>
          {t('booking.back')}
        </Button>
        <Button onClick={next} disabled={!anyBookable}>
          {t('booking.applicants.continue', { n: count })}
        </Button>
      </StepActions>
    </div>
  );
}
