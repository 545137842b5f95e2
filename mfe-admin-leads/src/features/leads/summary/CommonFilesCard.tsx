import type { Lead } from '@clinic/contracts';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { ANCHORS } from '../anchors';
import { FileList } from '../files/FileList';
import { LeadCard } from '../LeadCard';

/** The lead's files tagged to no applicant, with download and archive. */
export function CommonFilesCard({ lead, reload }: { lead: Lead; reload: () => Promise<void> }) {
  const { t } = useTranslation(NS.staff);
  return (
    <LeadCard id={ANCHORS.commonFiles} title={t('summary.commonFiles')}>
      <FileList leadUuid={lead.uuid} files={lead.commonFiles} emptyText={t('summary.noCommonFiles')} onArchived={() => void reload()} />
    </LeadCard>
  );
}
