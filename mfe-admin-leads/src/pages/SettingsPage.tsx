import { PageFrame, type PageProps } from '@clinic/platform';
import { SettingsScreen } from '../features/settings/SettingsScreen';

/** `/admin/settings` (admins): the practice's details, videos, civil surgeons and the lab catalogue. */
export function SettingsPage({ titleKey }: PageProps) {
  return (
    <PageFrame titleKey={titleKey} wide>
      <SettingsScreen />
    </PageFrame>
  );
}
