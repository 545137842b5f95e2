import { css } from '@emotion/react';
import type { AdminDashboardFeed } from '@clinic/contracts';
import { Alert, Button, Spinner, spreadRowCss, stackCss, theme } from '@clinic/platform';
import { Tabs } from '@clinic/platform/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { usDay } from './chartData';
import { DailyNumbers } from './DailyNumbers';
import { LabsVsLeadsCard } from './LabsVsLeadsCard';
import { OfficeAnalysis } from './OfficeAnalysis';
import { useDashboardFeed } from './useDashboardFeed';

type TabId = 'daily' | 'offices';

function AdminTabs({ feed }: { feed: AdminDashboardFeed }) {
  const { t } = useTranslation(NS.staff);
  const [tab, setTab] = useState<TabId>('daily');
  return (
    <Tabs
      label={t('dashboard.tabsLabel')}
      value={tab}
      onChange={(id) => setTab(id as TabId)}
      tabs={[
        { id: 'daily', label: t('dashboard.dailyNumbers'), content: <DailyNumbers feed={feed} /> },
        { id: 'offices', label: t('dashboard.officeAnalysis'), content: <OfficeAnalysis feed={feed} /> },
      ]}
    />
  );
}

/**
 * The dashboard (back-office.md 2.3, 6), as the server shaped the feed for the user: admins the
 * Daily Numbers and Office Analysis tabs, external staff the Labs Vs Leads chart, both with Refresh;
 * other staff a notice, since the dashboard loads only for admin or ext_staff.
 */
export function DashboardScreen() {
  const { t } = useTranslation(NS.staff);
  const { status, feed, error, refresh } = useDashboardFeed();
  const loading = status === 'loading';

  if (!feed) {
    return status === 'error' ? (
      <Alert
        type="error"
        action={
          <Button variant="secondary" onClick={refresh}>
            {t('dashboard.retry')}
          </Button>
        }
      >
        {error ?? t('dashboard.failed')}
      </Alert>
    ) : (
      <Spinner label={t('dashboard.loading')} />
    );
  }
  if (feed.view === 'staff') return <Alert type="info">{t('dashboard.staffOnly')}</Alert>;

  return (
    <div css={stackCss}>
      <div css={spreadRowCss}>
        <p css={css({ margin: 0, color: theme.colors.mutedText })}>{t('dashboard.figuresFor', { date: usDay(feed.practice_day) })}</p>
        <Button variant="secondary" onClick={refresh} busy={loading}>
          {t('dashboard.refresh')}
        </Button>
      </div>
      {status === 'error' ? <Alert type="warning">{t('dashboard.refreshFailed')}</Alert> : null}
      <div aria-busy={loading} css={css({ minWidth: 0, opacity: loading ? 0.6 : 1, transition: 'opacity 0.15s' })}>
        {feed.view === 'admin' ? <AdminTabs feed={feed} /> : <LabsVsLeadsCard series={feed.labs_vs_leads} />}
      </div>
    </div>
  );
}
