import { isPersonalBookingCode } from '@clinic/contracts';
import { PageFrame, SiteLink, theme, useCurrentLocation, type PageProps } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { resolveRoute } from '../aliasRoute';
import { BookingEditor } from '../features/edit/BookingEditor';
import { InvalidLinkNotice } from '../features/edit/InvalidLinkNotice';
import { PersonalLinkEditor } from '../features/edit/PersonalLinkEditor';
import { BOOKING_CALENDAR_PATH } from '../features/landing/SuccessStep';
import { NS } from '../texts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the last segment of `/booking/{…}` opens: an appointment of the session, a personal link, or nothing. */
function EditTarget({ param }: { param: string }) {
  if (UUID.test(param)) return <BookingEditor bookingUuid={param} />;
  if (isPersonalBookingCode(param)) return <PersonalLinkEditor code={param} />;
  return <InvalidLinkNotice />;
}

/**
 * The scheduling page in edit mode: `/booking/{bookingUuid}` with the booking session, or
 * `/booking/{code}`, the personal link of a confirmation e-mail (also under `/i693/appointment/`).
 */
export function BookingEditPage({ titleKey }: PageProps) {
  const { t } = useTranslation(NS.client);
  const { pathname } = useCurrentLocation();
  const param = resolveRoute(pathname)?.params.bookingUuid;
  return (
    <PageFrame titleKey={titleKey}>
      <p>{t('edit.intro')}</p>
      {/* Another appointment's address starts over with its own data. */}
      {param ? <EditTarget key={param} param={param} /> : null}
      <p css={{ marginBlock: `${theme.space(6)} 0` }}>
        <SiteLink href={BOOKING_CALENDAR_PATH}>{t('edit.bookAnother')}</SiteLink>
      </p>
    </PageFrame>
  );
}
