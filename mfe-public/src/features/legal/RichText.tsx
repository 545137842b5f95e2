import { telHref } from '@clinic/contracts';
import { SiteLink, usePracticeSettings } from '@clinic/platform';
import { Trans, useTranslation } from 'react-i18next';

/** Site paths the texts may link to, by the tag name used in the text (`<preCheckout>order labs</preCheckout>`). */
export const TEXT_LINKS = {
  preCheckout: '/pre-checkout',
  i693Form: '/i-693-form',
  checker: '/appointments#requirements-check-section',
  request: '/appointments#request-an-appointment',
  terms: '/terms-of-service',
  privacy: '/privacy-policy',
  faqs: '/faqs',
} as const;

const isolate = { unicodeBidi: 'isolate' } as const;

const LINKS = Object.fromEntries(Object.entries(TEXT_LINKS).map(([tag, href]) => [tag, <SiteLink key={tag} href={href} />]));

/** Whether a text of the current language shows the practice's e-mail or phone (`{{email}}`, `{{phone}}`). */
function needs(text: string, value: 'email' | 'phone'): boolean {
  return text.includes(`{{${value}}}`);
}

/**
 * One translated paragraph (or list item, `as="li"`) of a namespace's texts with its markup:
 * `<strong>`, `<email>{{email}}</email>`, `<phone>{{phone}}</phone>` and the site links of
 * TEXT_LINKS. A text that shows a contact the practice has not filled (or not yet loaded) is left
 * out, so no sentence ever reads "write to ." and nothing invented is shown.
 */
export function RichText({ ns, i18nKey, as: Tag }: { ns: string; i18nKey: string; as?: 'p' | 'li' }) {
  const { t } = useTranslation(ns);
  const settings = usePracticeSettings();
  const email = settings?.support_email ?? '';
  const phone = settings?.phone ?? '';
  const raw = t(i18nKey, { email: '{{email}}', phone: '{{phone}}' });
  if ((needs(raw, 'email') && !email) || (needs(raw, 'phone') && !phone)) return null;
  const text = (
    <Trans
      t={t}
      i18nKey={i18nKey}
      values={{ email, phone }}
      components={{
        strong: <strong />,
        // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans puts the translated text in the link
        email: <a href={`mailto:${email}`} css={isolate} />,
        // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans puts the translated text in the link
        phone: <a href={telHref(phone)} dir="ltr" css={isolate} />,
        ...LINKS,
      }}
    />
  );
  return Tag ? <Tag>{text}</Tag> : text;
}
