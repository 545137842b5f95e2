import { PageFrame, theme, useCurrentLocation, usePracticeSettings, type PageProps } from '@clinic/platform';
import { css } from '@emotion/react';
import { Trans, useTranslation } from 'react-i18next';
import { focusRing } from '../features/home/layout';
import { NS } from '../texts/namespace';

/** Whether the payment provider sent the visitor back with success: `status=t`, anything else is a failure. */
export function isPaymentSuccess(search: string): boolean {
  return new URLSearchParams(search).get('status') === 't';
}

const panel = (success: boolean) =>
  css({
    display: 'grid',
    gap: theme.space(3),
    maxWidth: '44rem',
    padding: theme.space(6),
    borderRadius: theme.radius,
    borderInlineStart: `6px solid ${success ? theme.colors.success : theme.colors.error}`,
    background: success ? theme.colors.successBg : theme.colors.errorBg,
    '& p': { margin: 0, lineHeight: 1.6 },
  });

/** /checkout/confirmation: Thank You for `status=t`, Something went wrong! otherwise. */
export function CheckoutConfirmationPage(_props: PageProps) {
  const { t } = useTranslation(NS.pages);
  const { search } = useCurrentLocation();
  const success = isPaymentSuccess(search);
  const email = usePracticeSettings()?.support_email ?? '';
  return (
    <PageFrame title={success ? t('confirmation.successTitle') : t('confirmation.failureTitle')}>
      {success ? (
        <div css={panel(true)} data-testid="confirmation-success" role="status">
          <p>{t('confirmation.successEmail')}</p>
          <p>{t('confirmation.successWait')}</p>
        </div>
      ) : (
        <div css={panel(false)} data-testid="confirmation-failure" role="alert">
          <p>{t('confirmation.failureReview')}</p>
          {email ? (
            <p>
              <Trans
                t={t}
                i18nKey="confirmation.failureContact"
                values={{ email }}
                components={{
                  email: (
                    // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans puts the translated text in the link
                    <a href={`mailto:${email}`} dir="ltr" css={[focusRing, css({ color: theme.colors.primary, fontWeight: 600, unicodeBidi: 'isolate' })]} />
                  ),
                }}
              />
            </p>
          ) : null}
        </div>
      )}
    </PageFrame>
  );
}
