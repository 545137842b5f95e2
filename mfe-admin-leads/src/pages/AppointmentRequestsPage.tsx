import { PageFrame, type PageProps } from '@clinic/platform';
import { LeadsScreen } from '../features/leads/LeadsScreen';

/** `/admin/appointment-requests` (menu item Clients): the Leads screen; `?s=` searches an e-mail. */
export function AppointmentRequestsPage({ titleKey }: PageProps) {
  return (
    <PageFrame titleKey={titleKey} wide>
      <LeadsScreen />
    </PageFrame>
  );
}
