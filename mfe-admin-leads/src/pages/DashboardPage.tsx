import { css } from '@emotion/react';
import { PageFrame, Spinner, theme, type PageProps } from '@clinic/platform';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../texts';

// The dashboard and its chart library load on this route only, in a chunk of their own.
const DashboardScreen = lazy(() =>
  import(/* webpackChunkName: "dashboard" */ '../features/dashboard/DashboardScreen').then((m) => ({ default: m.DashboardScreen })),
);

/** `/admin`: the dashboard. */
export function DashboardPage({ titleKey }: PageProps) {
  const { t } = useTranslation([NS.intro, NS.staff]);
  return (
    <PageFrame titleKey={titleKey} wide>
      <p css={css({ marginBlockStart: 0, color: theme.colors.mutedText })}>{t('intro.dashboard')}</p>
      <Suspense fallback={<Spinner label={t('dashboard.loading', { ns: NS.staff })} />}>
        <DashboardScreen />
      </Suspense>
    </PageFrame>
  );
}
