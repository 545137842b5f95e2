import { PageFrame, type PageProps } from '@clinic/platform';
import { ApplicationsScreen } from '../features/applications/ApplicationsScreen';

export function I693ApplicationsPage({ titleKey }: PageProps) {
  return (
    <PageFrame titleKey={titleKey} wide>
      <ApplicationsScreen />
    </PageFrame>
  );
}
