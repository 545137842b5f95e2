import { SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from '@clinic/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { SiteLink } from '@clinic/platform';

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

const COMPONENTS = {
  strong: <strong />,
  email: <a href={`mailto:${SUPPORT_EMAIL}`} css={isolate} />,
  phone: <a href={telHref(SUPPORT_PHONE)} dir="ltr" css={isolate} />,
  ...Object.fromEntries(Object.entries(TEXT_LINKS).map(([tag, href]) => [tag, <SiteLink key={tag} href={href} />])),
};

/**
 * One translated paragraph of a namespace's texts with its markup: `<strong>`, `<email>{{email}}</email>`,
 * `<phone>{{phone}}</phone>` and the site links of TEXT_LINKS.
 */
export function RichText({ ns, i18nKey }: { ns: string; i18nKey: string }) {
  const { t } = useTranslation(ns);
  return <Trans t={t} i18nKey={i18nKey} values={{ email: SUPPORT_EMAIL, phone: SUPPORT_PHONE }} components={COMPONENTS} />;
}
