import { Button, theme } from '@clinic/platform';
import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { ApplicantList } from './ApplicantList';
import { BookingTypeChoice } from './BookingTypeChoice';
import { ConfirmationCard } from './ConfirmationCard';
import { OfficeList } from './OfficeList';
import type { ChosenSlot } from './selection';
import { SlotList } from './SlotList';
import { buttonRow, hint, panelSection, sectionHeading } from './styles';
import type { BookingForm } from './useBookingForm';
import { isStepComplete, nextStep, previousStep, shownStep, WIZARD_STEPS, type WizardStep } from './wizard';
import { WizardProgress } from './WizardProgress';

/** Under 768 px: one step at a time (Booking Type, Select People, Office, Time), then the confirmation. */
export function MobileBooking({ form }: { form: BookingForm }) {
  const { t } = useTranslation(NS.client, { keyPrefix: 'schedule' });
  const { selection } = form;
  const [requested, setRequested] = useState<WizardStep>('type');
  const wanted = shownStep(requested, selection);
  // The confirmation needs the office too, which a reload could have taken away.
  const step = wanted === 'confirm' && !form.office ? 'office' : wanted;
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);

  // A new step announces itself by its heading (the confirmation card focuses its own).
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    if (step !== 'confirm') heading.current?.focus();
  }, [step]);

  function chooseSlot(slot: ChosenSlot) {
    form.chooseSlot(slot);
    setRequested('confirm');
  }

  function cancelConfirmation() {
    form.cancelSlot();
    setRequested('time');
  }

  if (step === 'confirm' && form.confirmation) {
    return (
      <div css={panelSection}>
        <WizardProgress current={step} />
        {/* Its Cancel goes back to the times. */}
        <ConfirmationCard {...form.confirmation} onCancel={cancelConfirmation} />
      </div>
    );
  }

  const number = WIZARD_STEPS.indexOf(step as (typeof WIZARD_STEPS)[number]) + 1;
  return (
    <div css={panelSection}>
      <WizardProgress current={step} />
      <div css={css({ display: 'flex', flexDirection: 'column', gap: theme.space(1) })}>
        <p css={hint}>{t('steps.progress', { current: number, total: WIZARD_STEPS.length })}</p>
        <h3 ref={heading} tabIndex={-1} css={sectionHeading}>
          {t(`steps.${step}`)}
        </h3>
      </div>
      {step === 'type' ? (
        <BookingTypeChoice value={selection.bookingType} onChange={form.setBookingType} maxApplicants={form.maxApplicants} showLegend={false} />
      ) : null}
      {step === 'people' ? <ApplicantList {...form.applicantList} showHeading={false} /> : null}
      {step === 'office' ? (
        <OfficeList offices={form.offices} value={selection.officeUuid} onChange={form.chooseOffice} disabled={form.chosen.length === 0} showHeading={false} />
      ) : null}
      {step === 'time' ? (
        <SlotList
          office={form.office}
          days={form.slotDays}
          chosen={selection.slot}
          onChoose={chooseSlot}
          lastDay={form.lastDay}
          error={form.error}
          showHeading={false}
        />
      ) : null}
      <div css={[buttonRow, css({ justifyContent: 'space-between' })]}>
        {step !== 'type' ? (
          <Button variant="secondary" onClick={() => setRequested(previousStep(step))}>
            {t('wizard.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={() => setRequested(nextStep(step))} disabled={!isStepComplete(step, selection)}>
          {t('wizard.next')}
        </Button>
      </div>
    </div>
  );
}
