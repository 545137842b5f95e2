import { css } from '@emotion/react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { theme } from './theme';

export interface MenuItem {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  /** Shown but not chosen (aria-disabled), so its reason can still be read. */
  disabled?: boolean;
  /** A short line under the label, e.g. why the item is disabled. */
  hint?: ReactNode;
  /** The item opens a dialog (aria-haspopup). */
  opensDialog?: boolean;
}

export interface MenuProps {
  /** The menu button's content (its accessible name unless `label` is given). */
  trigger: ReactNode;
  /** The menu button's accessible name, when the visible text is not enough (e.g. names the row). */
  label?: string;
  items: readonly MenuItem[];
  testId?: string;
  className?: string;
}

const itemCss = css({
  display: 'block',
  width: '100%',
  textAlign: 'start',
  paddingBlock: theme.space(2),
  paddingInline: theme.space(3),
  border: 'none',
  background: 'transparent',
  color: theme.colors.text,
  font: 'inherit',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '&:hover:not([aria-disabled="true"]), &:focus': { background: theme.colors.infoBg, outline: 'none' },
  '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${theme.colors.focus}` },
  '&[aria-disabled="true"]': { color: theme.colors.mutedText, cursor: 'not-allowed' },
});

/**
 * A menu button (WAI-ARIA menu pattern): Enter, Space or the arrows open it on the first or last
 * item; arrows, Home and End move; Escape or Tab close it and focus goes back to the button.
 */
export function Menu({ trigger, label, items, testId, className }: MenuProps) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const root = useRef<HTMLDivElement>(null);

  // The menu opens toward the inline end of its button, unless that would put it off screen.
  const [flip, setFlip] = useState(false);
  useLayoutEffect(() => {
    if (!open) return setFlip(false);
    const rect = list.current?.getBoundingClientRect();
    if (rect && (rect.left < 0 || rect.right > document.documentElement.clientWidth)) setFlip(true);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const show = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex >= last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex <= 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const choose = (item: MenuItem) => {
    if (item.disabled) return;
    close(true);
    item.onSelect();
  };

  return (
    <div ref={root} className={className} css={css({ position: 'relative', display: 'inline-block' })}>
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        data-testid={testId}
        onClick={() => (open ? close(false) : show(0))}
        onKeyDown={onButtonKey}
        css={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: theme.space(1),
          minHeight: '36px',
          paddingInline: theme.space(2),
          border: `1px solid ${theme.colors.primary}`,
          borderRadius: theme.radius,
          background: theme.colors.background,
          color: theme.colors.primary,
          font: 'inherit',
          fontSize: theme.font.size.small,
          fontWeight: 600,
          cursor: 'pointer',
          whiteSpace: 'nowrap',
          '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '2px' },
        })}
      >
        {trigger}
        <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <ul
          ref={list}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKey}
          css={css({
            position: 'absolute',
            ...(flip ? { insetInlineStart: 0 } : { insetInlineEnd: 0 }),
            insetBlockStart: 'calc(100% + 4px)',
            zIndex: theme.zIndex.header,
            width: '16rem',
            maxWidth: 'calc(100vw - 32px)',
            margin: 0,
            padding: `${theme.space(1)} 0`,
            listStyle: 'none',
            background: theme.colors.background,
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radius,
            boxShadow: '0 8px 24px rgba(0,0,0,0.18)',
          })}
        >
          {items.map((item, index) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={index === focusIndex ? 0 : -1}
                aria-disabled={item.disabled || undefined}
                aria-haspopup={item.opensDialog ? 'dialog' : undefined}
                aria-describedby={item.hint ? `${menuId}-${item.key}` : undefined}
                onClick={() => choose(item)}
                onFocus={() => setFocusIndex(index)}
                css={itemCss}
              >
                {item.label}
                {item.hint ? (
                  // Hidden from the name, read as the description.
                  <span
                    id={`${menuId}-${item.key}`}
                    aria-hidden="true"
                    css={css({ display: 'block', fontSize: theme.font.size.small, fontWeight: 400, color: theme.colors.mutedText, whiteSpace: 'normal' })}
                  >
                    {item.hint}
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
