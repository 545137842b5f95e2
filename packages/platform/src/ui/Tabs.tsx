import { css } from '@emotion/react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { theme } from './theme';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  tabs: TabItem[];
  /** The selected tab id. */
  value: string;
  onChange: (id: string) => void;
  label: string;
}

/** WAI-ARIA tabs: arrow keys (mirrored in right-to-left pages), Home and End move between tabs. */
export function Tabs({ tabs, value, onChange, label }: TabsProps) {
  const base = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === value),
  );

  const move = (to: number) => {
    const tab = tabs[(to + tabs.length) % tabs.length];
    if (!tab) return;
    onChange(tab.id);
    refs.current[tab.id]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = rtl ? 'ArrowLeft' : 'ArrowRight';
    const prev = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === next) move(index + 1);
    else if (event.key === prev) move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(tabs.length - 1);
    else return;
    event.preventDefault();
  };

  const current = tabs[index];
  return (
    <div>
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- focus moves between the tabs themselves (roving tabindex) */}
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        css={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space(1),
          borderBlockEnd: `1px solid ${theme.colors.border}`,
          marginBlockEnd: theme.space(4),
        })}
      >
        {tabs.map((tab) => {
          const selected = tab.id === current?.id;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[tab.id] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
              css={css({
                font: 'inherit',
                fontWeight: 600,
                minHeight: '44px',
                paddingInline: theme.space(4),
                background: 'transparent',
                border: 'none',
                borderBlockEnd: `3px solid ${selected ? theme.colors.primary : 'transparent'}`,
                color: selected ? theme.colors.primary : theme.colors.mutedText,
                cursor: 'pointer',
                '&:focus-visible': { outline: `3px solid ${theme.colors.focus}` },
              })}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div role="tabpanel" id={`${base}-panel-${current.id}`} aria-labelledby={`${base}-tab-${current.id}`} tabIndex={0}>
          {current.content}
        </div>
      ) : null}
    </div>
  );
}
