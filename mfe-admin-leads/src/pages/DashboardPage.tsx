import { css } from '@emotion/react';
import { PageFrame, Spinner, theme, type PageProps } from '@clinic/platform';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LEADS_NS, TEXT_NAMESPACE } from '../texts';

// The dashboard and its chart library load on this route only, in a chunk of their own.
const DashboardScreen = lazy(() => import(/* webpackChunkName: "dashboard" */ '../dashboard/DashboardScreen').then((m) => ({ default: m.DashboardScreen })));

/** `/admin`: the dashboard. */
export function DashboardPage({ titleKey }: PageProps) {
  const { t } = useTranslation([TEXT_NAMESPACE, LEADS_NS]);
  return (
    <PageFrame titleKey={titleKey} wide>
      <p css={css({ marginBlockStart: 0, color: theme.colors.mutedText })}>{t('intro.dashboard')}</p>
      <Suspense fallback={<Spinner label={t('dashboard.loading', { ns: LEADS_NS })} />}>
        <DashboardScreen />
      </Suspense>
    </PageFrame>
  );
}
