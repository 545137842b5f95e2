import { css } from '@emotion/react';
import type { AdminDashboardFeed } from '@clinic/contracts';
import { Alert, theme } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { Card, CardGrid, Stat, StatList } from './Card';
import { formatCount, officeChartRows, totals, usd } from './chartData';
import { OfficeVisitsChart } from './charts';
import { ScrollTable } from './ScrollTable';

/** The admins' Office Analysis tab: each office's visits, appointments and lab orders; the 30 days of visits with top client cities. */
export function OfficeAnalysis({ feed }: { feed: AdminDashboardFeed }) {
  const { t } = useTranslation(NS.staff);
  const chartRows = officeChartRows(feed.office_performance);
  const sums = totals(chartRows, ['visits', 'upcoming']);
  const detailed = feed.office_detailed_performance;
  const gap = css({ display: 'grid', gap: theme.space(4) });

  return (
    <CardGrid min="26rem">
      <Card
        title={t('dashboard.offices.title')}
        subtitle={t('dashboard.offices.subtitle')}
        summary={t('dashboard.offices.summary', { ...sums, offices: chartRows.length })}
      >
        <div css={gap}>
          {chartRows.length === 0 ? (
            <Alert type="info">{t('dashboard.offices.empty')}</Alert>
          ) : (
            <OfficeVisitsChart rows={chartRows} labels={{ visits: t('dashboard.offices.visits'), upcoming: t('dashboard.offices.upcoming') }} />
          )}
          <ScrollTable
            label={t('dashboard.tableLabel', { title: t('dashboard.offices.title') })}
            head={
              <tr>
                <th scope="col">{t('dashboard.offices.office')}</th>
                <th scope="col" className="number">
                  {t('dashboard.offices.visits')}
                </th>
                <th scope="col" className="number">
                  {t('dashboard.offices.upcoming')}
                </th>
                <th scope="col" className="number">
                  {t('dashboard.offices.labAmount')}
                </th>
              </tr>
            }
          >
            {feed.office_performance.map((o) => (
              <tr key={o.office}>
                <td>{o.office_name}</td>
                <td className="number">{formatCount(o.appointment_count)}</td>
                <td className="number">{formatCount(o.upcoming_count)}</td>
                <td className="number">{usd(o.lab_amount)}</td>
              </tr>
            ))}
          </ScrollTable>
        </div>
      </Card>
      <Card title={t('dashboard.visits.title')} subtitle={t('dashboard.visits.subtitle')}>
        <div css={gap}>
          <StatList>
            <Stat label={t('dashboard.visits.total30')} value={formatCount(detailed.total_visits_30)} />
            <Stat label={t('dashboard.visits.totalMonth')} value={formatCount(detailed.total_current_month_visits)} />
          </StatList>
          {detailed.thirty_days_breakdown.length === 0 ? (
            <Alert type="info">{t('dashboard.visits.empty')}</Alert>
          ) : (
            <ScrollTable
              label={t('dashboard.tableLabel', { title: t('dashboard.visits.title') })}
              head={
                <tr>
                  <th scope="col">{t('dashboard.visits.office')}</th>
                  <th scope="col" className="number">
                    {t('dashboard.visits.visits')}
                  </th>
                  <th scope="col">{t('dashboard.visits.cities')}</th>
                </tr>
              }
            >
              {detailed.thirty_days_breakdown.map((o) => (
                <tr key={o.office}>
                  <td>{o.office_name}</td>
                  <td className="number">{formatCount(o.office_total)}</td>
                  <td>
                    <ul css={css({ margin: 0, paddingInlineStart: theme.space(4) })}>
                      {o.cities.map((c) => (
                        <li key={c.client_city}>{t('dashboard.visits.city', { city: c.client_city, visits: formatCount(c.count) })}</li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </ScrollTable>
          )}
        </div>
      </Card>
    </CardGrid>
  );
}
