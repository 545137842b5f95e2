import { PageFrame, useCurrentLocation, type PageProps } from '@clinic/platform';
import { I693Form } from '../features/form/I693Form';
import { prefilledEmail } from '../features/form/model';

/** `/i-693-form` (I693 FORM DATA); `?email=` prefills the e-mail when it is an address. */
export function I693FormPage({ titleKey }: PageProps) {
  const { search } = useCurrentLocation();
  const email = prefilledEmail(search);
  // A new e-mail in the address starts a new form.
  return (
    <PageFrame titleKey={titleKey}>
      <I693Form key={email} initialEmail={email} />
    </PageFrame>
  );
}
