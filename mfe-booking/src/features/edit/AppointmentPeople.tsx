import type { AppointmentMember, PublicAppointment } from '@clinic/contracts';
import { Button, Dialog } from '@clinic/platform';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName } from '../schedule/applicants';
import { formatSlotDate, formatSlotTime } from '../schedule/dateText';
import { card, hint, plainList } from '../schedule/styles';
import { NS } from '../../texts';
import { personName, personRow, primaryTag } from './styles';

export interface AppointmentPeopleProps {
  booking: PublicAppointment;
  /** The id of the list's heading. */
  labelledBy: string;
  /** The applicant being added or removed, if any: every button waits for it. */
  changing: string | null;
  disabled: boolean;
  onRemove(member: AppointmentMember): void;
}

/** The people in the appointment: the primary tagged 'Primary', the others with Remove after a confirmation. */
export function AppointmentPeople({ booking, labelledBy, changing, disabled, onRemove }: AppointmentPeopleProps) {
  const { t, i18n } = useTranslation(NS.client, { keyPrefix: 'edit' });
  const [confirming, setConfirming] = useState<AppointmentMember | null>(null);
  const name = confirming ? fullName(confirming) : '';

  return (
    <>
      <ul css={plainList} aria-labelledby={labelledBy}>
        {booking.applicants.map((member) => (
          <li key={member.uuid} css={[card, personRow]}>
            <span css={personName}>
              <span css={{ fontWeight: 600 }}>{fullName(member)}</span>
              {member.age !== null ? <span css={hint}>{t('people.age', { age: member.age })}</span> : null}
            </span>
            {member.is_primary ? (
              <span css={primaryTag}>{t('people.primary')}</span>
            ) : member.can_remove ? (
              <Button
                variant="secondary"
                aria-label={t('people.removeLabel', { name: fullName(member) })}
                busy={changing === member.uuid}
                disabled={disabled || changing !== null}
                onClick={() => setConfirming(member)}
              >
                {t('people.remove')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('confirmRemove.title', { name })}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('confirmRemove.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                if (confirming) onRemove(confirming);
                setConfirming(null);
              }}
            >
              {t('confirmRemove.confirm')}
            </Button>
          </>
        }
      >
        <p>
          {t('confirmRemove.body', {
            name,
            date: formatSlotDate(booking.appointment_date, i18n.language),
            time: formatSlotTime(booking.start_time, i18n.language),
          })}
        </p>
      </Dialog>
    </>
  );
}
