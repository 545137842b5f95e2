import { Alert, navigate, Spinner } from '@clinic/platform';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonRow, stepBody, stepHeading } from '../doc-request/styles';
import { NS } from '../../texts';

/** Where a verified client books (booking-leads-calendar.md 2), and how long step 3 shows first (9). */
export const BOOKING_CALENDAR_PATH = '/booking/calendar';
export const REDIRECT_AFTER_VERIFY_MS = 1500;

/** Step 3: Verification Successful, then the scheduling page. */
export function SuccessStep() {
  const { t } = useTranslation(NS.client, { keyPrefix: 'landing.success' });

  useEffect(() => {
    const timer = setTimeout(() => navigate(BOOKING_CALENDAR_PATH), REDIRECT_AFTER_VERIFY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div css={stepBody}>
      <h2 tabIndex={-1} css={stepHeading}>
        {t('heading')}
      </h2>
      <Alert type="success">{t('verified')}</Alert>
      <div css={buttonRow}>
        <Spinner label={t('redirecting')} size={20} />
        {/* The spinner announces the same words. */}
        <span aria-hidden="true">{t('redirecting')}</span>
      </div>
    </div>
  );
}
