import { css } from '@emotion/react';
import { theme } from '@clinic/platform';
import { REQUIREMENT_NOTES, requirementsFor, type RequirementItem } from '@clinic/contracts';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts/namespace';
import { requirementTextKey } from '../../texts/requirement-keys';

export interface CheckedApplicant {
  name: string;
  dob: Date;
  /** The day the check was made. */
  today: Date;
}

const card = css({
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  background: theme.colors.background,
  paddingBlock: theme.space(5),
  paddingInline: theme.space(5),
  marginBlockStart: theme.space(6),
  minWidth: 0,
  overflowWrap: 'anywhere',
  scrollMarginTop: theme.space(20),
  h3: { marginBlock: `0 ${theme.space(2)}`, fontSize: theme.font.size.large },
  h4: { marginBlock: `${theme.space(4)} ${theme.space(2)}`, fontSize: theme.font.size.base },
  ul: { marginBlock: 0, paddingInlineStart: theme.space(5) },
  li: { marginBlockEnd: theme.space(2) },
});
const badge = css({
  display: 'inline-block',
  marginInlineStart: theme.space(2),
  paddingInline: theme.space(2),
  borderRadius: theme.radius,
  background: theme.colors.successBg,
  color: theme.colors.success,
  fontSize: theme.font.size.small,
  fontWeight: 600,
});

function formatDob(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/**
 * The checker's results card: the vaccines and lab tests needed at the applicant's age (contracts
 * `requirementsFor`), translated by item key. Its markup is also what is e-mailed, so links are absolute.
 */
export const RequirementsCard = forwardRef<HTMLElement, { applicant: CheckedApplicant }>(function RequirementsCard({ applicant }, ref) {
  const { t, i18n } = useTranslation(NS.forms);
  const req = requirementsFor(applicant.dob, applicant.today);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const preCheckoutUrl = `${origin}/pre-checkout?lang=${encodeURIComponent(i18n.language)}`;

  const renderItems = (list: RequirementItem[]) =>
    list.length === 0 ? (
      <p>{t('requirements.none')}</p>
    ) : (
      <ul>
        {list.map((item) => {
          const key = requirementTextKey(item.key, item.description);
          return (
            <li key={key}>
              <strong>{t(`requirements.items.${key}.name`, { defaultValue: item.name })}</strong>
              {item.immunityTestAccepted ? <span css={badge}>{t('requirements.immunityAccepted')}</span> : null}
              <br />
              {t(`requirements.items.${key}.description`, { defaultValue: item.description })}
            </li>
          );
        })}
      </ul>
    );

  return (
    <section ref={ref} css={card} aria-labelledby="requirements-card-title" data-testid="requirements-card" tabIndex={-1}>
      <h3 id="requirements-card-title">{t('requirements.cardTitle')}</h3>
      <p>
        {t('requirements.forApplicant', { name: applicant.name, dob: formatDob(applicant.dob), age: req.age })}
        <br />
        {t('checker.ageGroup')}: {t('checker.ageGroupValue', { group: req.ageGroup, label: t(`ageGroups.${req.ageGroup}`) })}
      </p>
      <h4>{t('requirements.vaccines')}</h4>
      {renderItems(req.vaccines)}
      <h4>{t('requirements.labTests')}</h4>
      {renderItems(req.labTests)}
      <h4>{t('requirements.notesTitle')}</h4>
      <ul>
        {REQUIREMENT_NOTES.map((note) => (
          <li key={note.key}>{t(`requirements.notes.${note.key}`, { defaultValue: note.text })}</li>
        ))}
      </ul>
      <p>
        {t('requirements.orderLabsIntro')} <a href={preCheckoutUrl}>{t('requirements.orderLabs')}</a>
      </p>
    </section>
  );
});
