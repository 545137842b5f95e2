import { PageFrame, type PageProps } from '@clinic/platform';
import { LegalDocument } from '../components/legal';

export function PrivacyPolicyPage({ titleKey }: PageProps) {
  return (
    <PageFrame titleKey={titleKey}>
      <LegalDocument textKey="privacy" idPrefix="privacy" />
    </PageFrame>
  );
}
