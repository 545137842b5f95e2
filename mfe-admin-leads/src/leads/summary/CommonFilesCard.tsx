import { css } from '@emotion/react';
import type { Lead } from '@clinic/contracts';
import { theme } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { LEADS_NS } from '../../texts';
import { ANCHORS } from '../anchors';
import { FileList } from '../files/FileList';

/** The lead's files tagged to no applicant, with download and archive. */
export function CommonFilesCard({ lead, reload }: { lead: Lead; reload: () => Promise<void> }) {
  const { t } = useTranslation(LEADS_NS);
  const titleId = `${ANCHORS.commonFiles}-title`;
  return (
    <section
      id={ANCHORS.commonFiles}
      aria-labelledby={titleId}
      css={css({
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
        padding: theme.space(3),
        display: 'grid',
        gap: theme.space(3),
        minWidth: 0,
      })}
    >
      <h3 id={titleId} css={css({ margin: 0, fontSize: theme.font.size.large })}>
        {t('summary.commonFiles')}
      </h3>
      <FileList leadUuid={lead.uuid} files={lead.commonFiles} emptyText={t('summary.noCommonFiles')} onArchived={() => void reload()} />
    </section>
  );
}
