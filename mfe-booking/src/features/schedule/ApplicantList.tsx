import { addDays, LAB_ORDER_WINDOW_DAYS, type LookupResult } from '@clinic/contracts';
import { Alert, theme } from '@clinic/platform';
import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LookupAnotherEmail } from '../lookup/LookupAnotherEmail';
import { NS } from '../../texts';
import { ApplicantNameLines } from './ApplicantNameLines';
import { APPLICANT_SECTIONS, fullName, type ApplicantSections, type ListedApplicant } from './applicants';
import { formatSlotDate } from './dateText';
import { applicantReason } from './reasons';
import type { BookingType } from './selection';
import { StatusTag } from './StatusTag';
import { bareFieldset, card, choiceInput, choiceLabel, hint, panelSection, plainList, sectionHeading, subHeading } from './styles';

export interface ApplicantListProps {
  sections: ApplicantSections;
  bookingType: BookingType;
  chosen: readonly string[];
  maxApplicants: number;
  /** The cap the last choice ran into, if any. */
  capWarning: number | null;
  onToggle: (uuid: string) => void;
  onLookupLoaded: (result: LookupResult) => void;
  /** Shows "Who is coming" as the section heading (desktop); the wizard has its own step heading. */
  showHeading?: boolean;
  disabled?: boolean;
}

interface RowProps {
  listed: ListedApplicant;
  inputType: 'radio' | 'checkbox';
  name: string;
  chosen: boolean;
  onToggle: () => void;
  disabled: boolean;
}

function ApplicantRow({ listed: { applicant, fromEmail }, inputType, name, chosen, onToggle, disabled }: RowProps) {
  const { t, i18n } = useTranslation(NS.client, { keyPrefix: 'schedule' });
  const id = `applicant-${useId()}`;
  const selectable = applicant.ready_for_booking;
  const labDay = selectable && applicant.quantiferon_collected_on ? addDays(applicant.quantiferon_collected_on, LAB_ORDER_WINDOW_DAYS) : null;
  const reason = labDay ? t('reasons.labWindow', { date: formatSlotDate(labDay, i18n.language) }) : applicantReason(applicant, t, i18n.language);
  const details = [
    applicant.age !== null ? t('applicants.age', { age: applicant.age }) : null,
    fromEmail ? t('applicants.fromEmail', { email: fromEmail }) : null,
  ].filter((detail): detail is string => Boolean(detail));
  return (
    <li css={card} data-chosen={selectable && chosen} data-disabled={!selectable} data-testid="schedule-applicant">
      <div css={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: theme.space(2) })}>
        <label css={choiceLabel} data-disabled={!selectable}>
          <input
            type={inputType}
            name={name}
            checked={selectable && chosen}
            disabled={!selectable || disabled}
            onChange={onToggle}
            aria-describedby={`${id}-status${reason ? ` ${id}-reason` : ''}`}
            css={choiceInput}
          />
          <span css={css({ display: 'flex', flexDirection: 'column', justifyContent: 'center', minHeight: 44, minWidth: 0 })}>
            <ApplicantNameLines name={fullName(applicant)} details={details} />
          </span>
        </label>
        <StatusTag status={applicant.status} id={`${id}-status`} />
      </div>
      {reason ? (
        <div id={`${id}-reason`} css={[hint, css({ paddingBlockStart: theme.space(1), paddingInlineStart: `calc(20px + ${theme.space(3)})` })]}>
          {reason}
        </div>
      ) : null}
    </li>
  );
}

/**
 * The applicants by group (ready, already booked, pending requirements, needs I-693 form), each with
 * age, status tag and reason; only ready ones can be chosen: one in individual mode (radios), up to
 * the cap in family mode (checkboxes), where applicants of another e-mail can be added too.
 */
export function ApplicantList({
  sections,
  bookingType,
  chosen,
  maxApplicants,
  capWarning,
  onToggle,
  onLookupLoaded,
  showHeading = true,
  disabled = false,
}: ApplicantListProps) {
  const { t } = useTranslation(NS.client, { keyPrefix: 'schedule.applicants' });
  const name = `applicants-${useId()}`;
  const family = bookingType === 'family';
  const total = APPLICANT_SECTIONS.reduce((n, section) => n + sections[section].length, 0);
  return (
    <section css={panelSection} aria-labelledby={showHeading ? `${name}-heading` : undefined} aria-label={showHeading ? undefined : t('heading')}>
      {showHeading ? (
        <h3 id={`${name}-heading`} css={sectionHeading}>
          {t('heading')}
        </h3>
      ) : null}
      {total === 0 ? <p>{t('none')}</p> : <p css={hint}>{family ? t('familyHint', { max: maxApplicants }) : t('individualHint')}</p>}
      {total > 0 && sections.ready.length === 0 ? <Alert type="info">{t('noneReady')}</Alert> : null}
      {APPLICANT_SECTIONS.filter((section) => sections[section].length > 0).map((section) => (
        <fieldset key={section} css={bareFieldset}>
          <legend css={[subHeading, css({ padding: 0, marginBlockEnd: theme.space(2) })]}>
            {t(section)} ({sections[section].length})
          </legend>
          <ul css={plainList}>
            {sections[section].map((listed) => (
              <ApplicantRow
                key={listed.applicant.uuid}
                listed={listed}
                inputType={family ? 'checkbox' : 'radio'}
                name={name}
                chosen={chosen.includes(listed.applicant.uuid)}
                onToggle={() => onToggle(listed.applicant.uuid)}
                disabled={disabled}
              />
            ))}
          </ul>
        </fieldset>
      ))}
      {family && sections.ready.length > 0 ? (
        <p css={hint} aria-live="polite">
          {t('chosenCount', { n: chosen.length, max: maxApplicants })}
        </p>
      ) : null}
      {capWarning !== null ? <Alert type="warning">{t('maxApplicants', { n: capWarning })}</Alert> : null}
      {family ? <LookupAnotherEmail onLoaded={onLookupLoaded} disabled={disabled} /> : null}
    </section>
  );
}
