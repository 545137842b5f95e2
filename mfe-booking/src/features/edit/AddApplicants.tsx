import type { LookupResult, PublicBookingApplicant } from '@clinic/contracts';
import { Alert, Button, theme } from '@clinic/platform';
import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LookupAnotherEmail } from '../lookup/LookupAnotherEmail';
import { ApplicantNameLines } from '../schedule/ApplicantNameLines';
import { fullName, type ListedApplicant } from '../schedule/applicants';
import { applicantReason } from '../schedule/reasons';
import { formatSlotDate } from '../schedule/dateText';
import { StatusTag } from '../schedule/StatusTag';
import { card, hint, plainList } from '../schedule/styles';
import { NS } from '../../texts';
import { canJoin, missedLabWindow } from './candidates';
import { personName, personRow } from './styles';

export interface AddApplicantsProps {
  candidates: readonly ListedApplicant[];
  appointmentDate: string;
  maxApplicants: number;
  /** The appointment holds maxApplicants people already. */
  full: boolean;
  changing: string | null;
  disabled: boolean;
  onAdd(applicant: PublicBookingApplicant): void;
  onLookupLoaded(result: LookupResult): void;
}

interface RowProps {
  listed: ListedApplicant;
  appointmentDate: string;
  /** Why Add is disabled for everyone (the cap), if it is. */
  capId: string | null;
  changing: string | null;
  disabled: boolean;
  onAdd(): void;
}

function CandidateRow({ listed: { applicant, fromEmail }, appointmentDate, capId, changing, disabled, onAdd }: RowProps) {
  const { t, i18n } = useTranslation(NS.client);
  const id = useId();
  const lastDay = applicant.ready_for_booking ? missedLabWindow(applicant, appointmentDate) : null;
  const reason = lastDay
    ? t('schedule.reasons.labWindow', { date: formatSlotDate(lastDay, i18n.language) })
    : applicantReason(applicant, (key, options) => t(`schedule.${key}`, options ?? {}), i18n.language);
  const details = [
    applicant.age !== null ? t('edit.add.age', { age: applicant.age }) : null,
    fromEmail ? t('edit.add.fromEmail', { email: fromEmail }) : null,
  ].filter((detail): detail is string => Boolean(detail));
  const joinable = canJoin(applicant, appointmentDate);
  const describedBy = [`${id}-status`, reason ? `${id}-reason` : null, joinable ? capId : null].filter(Boolean).join(' ');
  return (
    <li css={card} data-disabled={!joinable}>
      <div css={personRow}>
        <span css={personName}>
          <ApplicantNameLines name={fullName(applicant)} details={details} />
        </span>
        <StatusTag status={applicant.status} id={`${id}-status`} />
        <Button
          variant="secondary"
          aria-label={t('edit.add.addLabel', { name: fullName(applicant) })}
          aria-describedby={describedBy}
          busy={changing === applicant.uuid}
          disabled={!joinable || capId !== null || disabled || changing !== null}
          onClick={onAdd}
        >
          {t('edit.add.add')}
        </Button>
      </div>
      {reason ? (
        <p id={`${id}-reason`} css={[hint, css({ marginBlock: `${theme.space(1)} 0` })]}>
          {reason}
        </p>
      ) : null}
    </li>
  );
}

/** The people who may join: Add for the ready ones (up to the cap), the others with their reason, and the lookup of another e-mail. */
export function AddApplicants({ candidates, appointmentDate, maxApplicants, full, changing, disabled, onAdd, onLookupLoaded }: AddApplicantsProps) {
  const { t } = useTranslation(NS.client, { keyPrefix: 'edit.add' });
  const capId = useId();
  return (
    <>
      <p css={hint}>{t('hint')}</p>
      {full ? (
        <Alert type="warning">
          <span id={capId}>{t('maxApplicants', { n: maxApplicants })}</span>
        </Alert>
      ) : null}
      {candidates.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul css={plainList}>
          {candidates.map((listed) => (
            <CandidateRow
              key={listed.applicant.uuid}
              listed={listed}
              appointmentDate={appointmentDate}
              capId={full ? capId : null}
              changing={changing}
              disabled={disabled}
              onAdd={() => onAdd(listed.applicant)}
            />
          ))}
        </ul>
      )}
      <LookupAnotherEmail onLoaded={onLookupLoaded} />
    </>
  );
}
