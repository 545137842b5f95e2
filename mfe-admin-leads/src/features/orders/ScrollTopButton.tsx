import { css } from '@emotion/react';
import { theme } from '@clinic/platform';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';

/** The button shows once the page is scrolled this far down. */
const SHOW_AFTER_PX = 400;

export interface ScrollTopButtonProps {
  /** The element that takes the focus at the top (the search box), so keyboard users start there again. */
  focusId: string;
}

/** A floating Back to top button, shown once the page is scrolled down (back-office.md 2.7). */
export function ScrollTopButton({ focusId }: ScrollTopButtonProps) {
  const { t } = useTranslation(NS.staff);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const update = () => setShown(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!shown) return null;
  return (
    <button
      type="button"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        document.getElementById(focusId)?.focus({ preventScroll: true });
      }}
      css={css({
        position: 'fixed',
        insetInlineEnd: theme.space(4),
        insetBlockEnd: theme.space(4),
        zIndex: theme.zIndex.header,
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.space(1),
        minHeight: '44px',
        paddingInline: theme.space(4),
        border: 'none',
        borderRadius: '22px',
        background: theme.colors.primary,
        color: theme.colors.primaryText,
        font: 'inherit',
        fontWeight: 600,
        boxShadow: '0 2px 8px rgba(14, 22, 33, 0.3)',
        cursor: 'pointer',
        '&:hover': { background: theme.colors.primaryDark },
        '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '2px' },
      })}
    >
      <span aria-hidden>↑</span>
      {t('orders.scrollTop')}
    </button>
  );
}
