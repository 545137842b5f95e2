import { Alert, Button, Ltr, theme } from '@clinic/platform';
import { css } from '@emotion/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import type { ChosenSlot } from './selection';
import { formatSlotDate, formatSlotTime } from './dateText';
import { OfficePhoneEntry } from './OfficePhoneEntry';
import type { AvailableOffice } from './slots';
import { buttonRow, card, detailList, panelSection, sectionHeading } from './styles';
import { TermsBox } from './TermsBox';

export interface ConfirmationCardProps {
  slot: ChosenSlot;
  office: AvailableOffice;
  names: string[];
  busy: boolean;
  /** Why the last try failed, shown in the card. */
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The appointment about to be booked: date and time, office, address, phone, people and the terms; Cancel or Confirm Booking. */
export function ConfirmationCard({ slot, office, names, busy, error, onCancel, onConfirm }: ConfirmationCardProps) {
  const { t, i18n } = useTranslation(NS.client, { keyPrefix: 'schedule.confirm' });
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // The card replaces the times it was opened from: its heading takes the focus.
  useEffect(() => heading.current?.focus(), []);

  const when = t('dateAtTime', { date: formatSlotDate(slot.date, i18n.language), time: formatSlotTime(slot.start_time, i18n.language) });
  return (
    <section
      aria-labelledby={id}
      css={[card, panelSection, css({ paddingBlock: theme.space(4), paddingInline: theme.space(4) })]}
      data-testid="schedule-confirmation"
    >
      <h3 id={id} ref={heading} tabIndex={-1} css={sectionHeading}>
        {t('heading')}
      </h3>
      <dl css={detailList}>
        <dt>{t('dateTime')}</dt>
        <dd>{when}</dd>
        <dt>{t('office')}</dt>
        <dd>{office.name}</dd>
        <dt>{t('address')}</dt>
        <dd>
          <Ltr>{office.address}</Ltr>
        </dd>
        <OfficePhoneEntry label={t('phone')} phone={office.phone} />
        <dt>{t('applicants')}</dt>
        <dd>
          <ul css={css({ margin: 0, padding: 0, listStyle: 'none' })}>
            {names.map((name, index) => (
              <li key={index}>{name}</li>
            ))}
          </ul>
        </dd>
      </dl>
      <TermsBox />
      {error ? <Alert type="error">{error}</Alert> : null}
      <div css={[buttonRow, css({ justifyContent: 'flex-end' })]}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button onClick={onConfirm} busy={busy}>
          {t('submit')}
        </Button>
      </div>
    </section>
  );
}
