import { css } from '@emotion/react';
import { dosagePendingBadge, practiceDay, preConfirmDates, type PreConfirmChecks } from '@clinic/contracts';
import { theme, visuallyHidden } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';

const dayOfEpoch = (seconds: number) => practiceDay(new Date(seconds * 1000));

const tones = {
  yellow: { background: '#ffe58a', color: '#5c4300', borderColor: '#d9a700' },
  red: { background: theme.colors.error, color: theme.colors.primaryText, borderColor: theme.colors.error },
} as const;

/** The Dosage Pending badge of a row: yellow when a dose is due within 7 days, red when due or overdue. */
export function DosageBadge({ checks, today }: { checks: PreConfirmChecks; today: string }) {
  const { t } = useTranslation(NS.staff);
  const tone = dosagePendingBadge(preConfirmDates(checks, dayOfEpoch), today);
  if (!tone) return null;
  return (
    <span
      data-testid="dosage-pending"
      data-tone={tone}
      title={t(`row.dosagePending.${tone}`)}
      css={css({
        display: 'inline-block',
        paddingInline: theme.space(2),
        paddingBlock: '2px',
        border: '1px solid',
        borderRadius: '999px',
        fontSize: theme.font.size.small,
        fontWeight: 600,
        ...tones[tone],
      })}
    >
      {t('row.dosagePending.label')}
      <span css={visuallyHidden}>: {t(`row.dosagePending.${tone}`)}</span>
    </span>
  );
}
