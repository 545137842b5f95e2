import { PageFrame, useCurrentLocation, type PageProps } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { BookingLanding } from '../features/landing/BookingLanding';
import { NS } from '../texts';

/** The booking landing (/booking, and the /i693/appointment alias): e-mail, code, then the calendar. */
export function BookingLandingPage({ titleKey }: PageProps) {
  const { t } = useTranslation(NS.client);
  const { search } = useCurrentLocation();
  const prefilled = new URLSearchParams(search).get('email')?.trim() ?? '';
  return (
    <PageFrame titleKey={titleKey}>
      <p>{t('intro.bookingLanding')}</p>
      {/* A link for another e-mail starts over from step 1 with that address. */}
      <BookingLanding key={prefilled} initialEmail={prefilled} />
    </PageFrame>
  );
}
