import { theme } from '@clinic/platform';
import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';

/** The terms the client agrees to by booking (booking-leads-calendar.md 9), in the order they matter on the day. */
const TERMS = ['fees', 'noOtherPayment', 'changes', 'lateness', 'inPerson', 'envelope'] as const;

export function TermsBox() {
  const { t } = useTranslation(NS.client, { keyPrefix: 'schedule.terms' });
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      css={css({
        paddingBlock: theme.space(3),
        paddingInline: theme.space(4),
        border: `1px solid ${theme.colors.warning}`,
        borderRadius: theme.radius,
        background: theme.colors.warningBg,
        fontSize: theme.font.size.small,
      })}
    >
      <h4 id={id} css={css({ margin: 0, marginBlockEnd: theme.space(2), fontSize: theme.font.size.base })}>
        {t('heading')}
      </h4>
      <ul css={css({ margin: 0, paddingInlineStart: theme.space(5), display: 'grid', gap: theme.space(1) })}>
        {TERMS.map((term) => (
          <li key={term}>{t(term)}</li>
        ))}
      </ul>
    </section>
  );
}
