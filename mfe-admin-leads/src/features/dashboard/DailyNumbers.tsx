import { css } from '@emotion/react';
import { LAB_SERIES_TESTS, type AdminDashboardFeed } from '@clinic/contracts';
import { Alert, theme } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { Card, CardGrid, Stat, StatList } from './Card';
import { formatCount, labSeriesRows, totals, usd } from './chartData';
import { LabSeriesChart } from './charts';
import { LabsVsLeadsCard } from './LabsVsLeadsCard';
import { ScrollTable } from './ScrollTable';

/** The admins' Daily Numbers tab: applications, lab orders and their amounts, the two lab charts, products. */
export function DailyNumbers({ feed }: { feed: AdminDashboardFeed }) {
  const { t } = useTranslation(NS.staff);
  const seriesRows = labSeriesRows(feed.lab_series_10_days);
  const keys = LAB_SERIES_TESTS.map((s) => s.key);
  const seriesTotals = totals(seriesRows, keys);
  const labs = (n: number, amount: number) => ({ value: usd(amount), detail: t('dashboard.labs.orders', { count: n }) });

  return (
    <div css={css({ display: 'grid', gap: theme.space(4) })}>
      <CardGrid>
        <Card title={t('dashboard.applications.title')}>
          <StatList>
            <Stat label={t('dashboard.applications.today')} value={formatCount(feed.today_applications)} />
            <Stat label={t('dashboard.applications.pending')} value={formatCount(feed.pending_applications)} detail={t('dashboard.applications.pendingHint')} />
            <Stat
              label={t('dashboard.applications.closed')}
              value={formatCount(feed.closed_cases_current_month)}
              detail={t('dashboard.applications.closedHint')}
            />
          </StatList>
        </Card>
        <Card title={t('dashboard.labs.title')}>
          <StatList>
            <Stat label={t('dashboard.labs.today')} {...labs(feed.lab_tests_booked, feed.lab_tests_booked_amount)} />
            <Stat label={t('dashboard.labs.yesterday')} {...labs(feed.lab_tests_booked_yesterday, feed.lab_tests_booked_amount_yesterday)} />
            <Stat label={t('dashboard.labs.month')} {...labs(feed.lab_tests_booked_month, feed.lab_tests_booked_amount_month)} />
            <Stat label={t('dashboard.labs.year')} {...labs(feed.lab_tests_booked_year, feed.lab_tests_booked_amount_year)} />
          </StatList>
        </Card>
      </CardGrid>
      <CardGrid>
        <LabsVsLeadsCard series={feed.labs_vs_leads} />
        <Card title={t('dashboard.labSeries.title')} subtitle={t('dashboard.labSeries.subtitle')} summary={t('dashboard.labSeries.summary', seriesTotals)}>
          {keys.every((key) => seriesTotals[key] === 0) ? (
            <Alert type="info">{t('dashboard.labSeries.empty')}</Alert>
          ) : (
            <LabSeriesChart rows={seriesRows} series={keys.map((key) => ({ key, label: t(`dashboard.labSeries.${key}`) }))} />
          )}
        </Card>
      </CardGrid>
      <Card title={t('dashboard.products.title')} subtitle={t('dashboard.products.subtitle')}>
        {feed.products_performance.length === 0 ? (
          <Alert type="info">{t('dashboard.products.empty')}</Alert>
        ) : (
          <ScrollTable
            label={t('dashboard.tableLabel', { title: t('dashboard.products.title') })}
            head={
              <tr>
                <th scope="col">{t('dashboard.products.product')}</th>
                <th scope="col" className="number">
                  {t('dashboard.products.orders')}
                </th>
                <th scope="col" className="number">
                  {t('dashboard.products.amount')}
                </th>
              </tr>
            }
          >
            {feed.products_performance.map((p) => (
              <tr key={p.product}>
                <td>{p.product}</td>
                <td className="number">{formatCount(p.booking_count)}</td>
                <td className="number">{usd(p.amount)}</td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </Card>
    </div>
  );
}
