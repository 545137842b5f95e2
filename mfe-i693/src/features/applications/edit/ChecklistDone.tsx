/**
 * What the matched applicant's lead checklist has done, shown where the application holds the same
 * fact (the checklist keeps no vaccine dates, so a mark rather than a date in the grid).
 */
import { css } from '@emotion/react';
import { checklistKeyOfGridRow, checklistKeyOfLab, I693_LAB_SECTIONS } from '@clinic/contracts';
import { theme } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';

const markCss = css({
  display: 'inline-block',
  marginInlineStart: theme.space(1),
  paddingInline: theme.space(1),
  borderRadius: theme.radius,
  color: theme.colors.success,
  background: theme.colors.successBg,
  fontWeight: 400,
  whiteSpace: 'nowrap',
});

/** The mark on a grid row whose checklist item is done. */
export function ChecklistRowMark({ row, done }: { row: number; done: readonly string[] }) {
  const { t } = useTranslation(NS.staff);
  const key = checklistKeyOfGridRow(row);
  if (!key || !done.includes(key)) return null;
  return (
    <span css={markCss} title={t('edit.checklist.markTitle')}>
      {t('edit.checklist.mark')}
    </span>
  );
}

const LAB_TITLES = { quantiferon: 'edit.qtb.title', syphilis: 'edit.syphilis.title', gonorrhea: 'edit.gonorrhea.title' } as const;

/** The labs the checklist has done, in one line above the lab sections; nothing when none. */
export function ChecklistLabsNote({ done }: { done: readonly string[] }) {
  const { t } = useTranslation(NS.staff);
  const labs = I693_LAB_SECTIONS.filter((lab) => done.includes(checklistKeyOfLab(lab))).map((lab) => t(LAB_TITLES[lab]));
  if (labs.length === 0) return null;
  return (
    <p
      data-testid="checklist-labs"
      css={css({ margin: 0, padding: theme.space(2), borderRadius: theme.radius, color: theme.colors.success, background: theme.colors.successBg })}
    >
      {t('edit.checklist.labs', { labs: labs.join(', ') })}
    </p>
  );
}
