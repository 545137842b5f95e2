import { PageFrame, type PageProps } from '@clinic/platform';
import { LegalDocument } from '../features/legal';

export function PrivacyPolicyPage({ titleKey }: PageProps) {
  return (
    <PageFrame titleKey={titleKey}>
      <LegalDocument textKey="privacy" idPrefix="privacy" />
    </PageFrame>
  );
}
