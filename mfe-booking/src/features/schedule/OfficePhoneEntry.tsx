import { telHref } from '@clinic/contracts';
import { Ltr } from '@clinic/platform';

/** The office's phone as a term of an appointment's details, a `tel:` link; nothing when the office has none. */
export function OfficePhoneEntry({ label, phone }: { label: string; phone: string }) {
  if (!phone) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <a href={telHref(phone)}>
          <Ltr>{phone}</Ltr>
        </a>
      </dd>
    </>
  );
}
