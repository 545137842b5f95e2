import { PageFrame, type PageProps } from '@clinic/platform';
import { LegalDocument } from '../features/legal';

export function TermsOfServicePage({ titleKey }: PageProps) {
  return (
    <PageFrame titleKey={titleKey}>
      <LegalDocument textKey="terms" idPrefix="terms" toc />
    </PageFrame>
  );
}
