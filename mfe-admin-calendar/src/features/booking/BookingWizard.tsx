import { Dialog } from '@clinic/platform';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { ApplicantStep } from './ApplicantStep';
import { chosenApplicants, type EmailApplicants } from './applicants';
import { EmailStep } from './EmailStep';
import { NO_SLOT_CHOICE, SlotStep, type SlotChoice } from './SlotStep';
import { StepIndicator, type WizardStep } from './StepIndicator';

export interface BookingWizardProps {
  open: boolean;
  onClose: () => void;
  /** Called after a booking succeeded (before the wizard closes), e.g. to reload the calendar. */
  onBooked: () => void;
}

/** Book Appointment for Client: e-mails, then bookable applicants, then office, date and time. Opens fresh each time. */
export function BookingWizard({ open, onClose, onBooked }: BookingWizardProps) {
  return open ? <WizardDialog onClose={onClose} onBooked={onBooked} /> : null;
}

function WizardDialog({ onClose, onBooked }: Omit<BookingWizardProps, 'open'>) {
  const { t } = useTranslation(NS.staff);
  const [step, setStep] = useState<WizardStep>('emails');
  const [emailText, setEmailText] = useState('');
  const [groups, setGroups] = useState<EmailApplicants[]>([]);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [choice, setChoice] = useState<SlotChoice>(NO_SLOT_CHOICE);

  const toggle = (uuid: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(uuid)) next.add(uuid);
      return next;
    });

  return (
    <Dialog open onClose={onClose} title={t('booking.title')} maxWidth="720px" testId="booking-wizard">
      <StepIndicator current={step} />
      {step === 'emails' ? (
        <EmailStep
          text={emailText}
          onText={setEmailText}
          onCancel={onClose}
          onLoaded={(found) => {
            setGroups(found);
            setChosen(new Set());
            setStep('applicants');
          }}
        />
      ) : null}
      {step === 'applicants' ? (
        <ApplicantStep groups={groups} chosen={chosen} onToggle={toggle} onBack={() => setStep('emails')} onContinue={() => setStep('slot')} />
      ) : null}
      {step === 'slot' ? (
        <SlotStep
          applicants={chosenApplicants(groups, chosen)}
          choice={choice}
          onChoice={setChoice}
          onBack={() => setStep('applicants')}
          onBooked={() => {
            onBooked();
            onClose();
          }}
        />
      ) : null}
    </Dialog>
  );
}
