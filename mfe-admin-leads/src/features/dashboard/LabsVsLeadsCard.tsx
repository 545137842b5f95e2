import { Alert } from '@clinic/platform';
import type { LabsVsLeads } from '@clinic/contracts';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { Card } from './Card';
import { labsVsLeadsRows, totals } from './chartData';
import { LabsVsLeadsChart } from './charts';

/** The Labs Vs Leads chart of the last 30 days: admins' Daily Numbers and external staff's whole dashboard. */
export function LabsVsLeadsCard({ series }: { series: LabsVsLeads }) {
  const { t } = useTranslation(NS.staff);
  const rows = labsVsLeadsRows(series);
  const sums = totals(rows, ['labs', 'leads']);
  return (
    <Card title={t('dashboard.labsVsLeads.title')} subtitle={t('dashboard.labsVsLeads.subtitle')} summary={t('dashboard.labsVsLeads.summary', sums)}>
      {sums.labs + sums.leads === 0 ? (
        <Alert type="info">{t('dashboard.labsVsLeads.empty')}</Alert>
      ) : (
        <LabsVsLeadsChart rows={rows} labels={{ labs: t('dashboard.labsVsLeads.labs'), leads: t('dashboard.labsVsLeads.leads') }} />
      )}
    </Card>
  );
}
