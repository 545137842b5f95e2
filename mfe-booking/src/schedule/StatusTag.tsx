import type { BookingStatus } from '@clinic/contracts';
import { theme } from '@clinic/platform';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { TEXT_NAMESPACE } from '../texts';

const TONES: Record<BookingStatus, { fg: string; bg: string }> = {
  bookable: { fg: theme.colors.success, bg: theme.colors.successBg },
  already_booked: { fg: theme.colors.info, bg: theme.colors.infoBg },
  pending_requirements: { fg: theme.colors.warning, bg: theme.colors.warningBg },
  pending_i693_form: { fg: theme.colors.error, bg: theme.colors.errorBg },
};

/** An applicant's booking status tag (Ready to Book, Already Booked, Missing Requirements, Needs I-693 Form). */
export function StatusTag({ status, id }: { status: BookingStatus; id?: string }) {
  const { t } = useTranslation(TEXT_NAMESPACE, { keyPrefix: 'schedule.statuses' });
  const tone = TONES[status];
  return (
    <span
      id={id}
      data-status={status}
      css={css({
        display: 'inline-block',
        paddingBlock: theme.space(0.5),
        paddingInline: theme.space(2),
        borderRadius: '999px',
        border: `1px solid ${tone.fg}`,
        background: tone.bg,
        color: tone.fg,
        fontSize: theme.font.size.small,
        fontWeight: 600,
        whiteSpace: 'nowrap',
      })}
    >
      {t(status)}
    </span>
  );
}
