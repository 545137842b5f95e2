import { BOOKING_LANDING_PATH } from '@clinic/contracts';
import { Alert, SiteLink } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';

/** 'This booking link is no longer valid.', with the way to a new access code (the landing). */
export function InvalidLinkNotice() {
  const { t } = useTranslation(NS.client, { keyPrefix: 'edit' });
  return (
    <Alert type="error">
      <p css={{ margin: 0 }}>{t('linkNotValid')}</p>
      <SiteLink href={BOOKING_LANDING_PATH}>{t('toLanding')}</SiteLink>
    </Alert>
  );
}
