import { matchRoute } from '@clinic/contracts';
import { PageFrame, useCurrentLocation, type PageProps } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { DocRequestFlow } from '../features/doc-request/DocRequestFlow';
import { NS } from '../texts';

/** The public document request page (/appointments/doc/request/{requestId}). */
export function DocRequestPage({ titleKey }: PageProps) {
  const { t } = useTranslation(NS.client);
  const { pathname } = useCurrentLocation();
  const requestId = matchRoute(pathname)?.params.requestId;
  return (
    <PageFrame titleKey={titleKey}>
      <p>{t('intro.docRequest')}</p>
      {/* Another request's link starts over from its own first step. */}
      {requestId ? <DocRequestFlow key={requestId} requestId={requestId} /> : null}
    </PageFrame>
  );
}
