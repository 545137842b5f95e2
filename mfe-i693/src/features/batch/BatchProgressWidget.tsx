import { css } from '@emotion/react';
import { theme, visuallyHidden } from '@clinic/platform';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';

import type { BatchRunState, TrackedBatch } from './batchRun';
import type { BatchGroup } from './smartBatching';

export interface BatchProgressWidgetProps {
  state: BatchRunState;
  label: (group: BatchGroup) => string;
  /** The user is in the widget (pointer or keyboard): a finished run stays until they leave. */
  onHold: (on: boolean) => void;
}

const corner = css({
  position: 'fixed',
  insetInlineEnd: theme.space(4),
  insetBlockEnd: theme.space(4),
  zIndex: theme.zIndex.overlay,
  maxWidth: `calc(100vw - ${theme.space(8)})`,
});

const panel = css({
  width: '22rem',
  maxWidth: '100%',
  background: theme.colors.background,
  color: theme.colors.text,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  boxShadow: '0 8px 24px rgba(0,0,0,0.2)',
});

const iconButton = css({
  minWidth: '44px',
  minHeight: '44px',
  border: 'none',
  background: 'transparent',
  color: theme.colors.primary,
  font: 'inherit',
  fontSize: '1.25rem',
  lineHeight: 1,
  cursor: 'pointer',
  borderRadius: theme.radius,
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '-3px' },
});

const pill = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(2),
  minHeight: '44px',
  paddingInline: theme.space(4),
  border: 'none',
  borderRadius: '999px',
  background: theme.colors.primary,
  color: theme.colors.primaryText,
  font: 'inherit',
  fontWeight: 600,
  boxShadow: '0 8px 24px rgba(0,0,0,0.2)',
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '2px' },
});

const small = css({ fontSize: theme.font.size.small, color: theme.colors.mutedText });

function Bar({ value, max, label, tone = theme.colors.primary }: { value: number; max: number; label: string; tone?: string }) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      css={css({ height: '8px', borderRadius: '4px', background: theme.colors.surface, border: `1px solid ${theme.colors.border}`, overflow: 'hidden' })}
    >
      {/* A block of this width sits at the inline start: left to right, or right to left in RTL. */}
      <div css={css({ height: '100%', width: `${percent}%`, background: tone, transition: 'width 0.3s' })} />
    </div>
  );
}

/** The words for where a batch is. */
function statusKey(batch: TrackedBatch): string {
  if (batch.stage === 'sending') return 'sending';
  if (batch.stage === 'polling') return batch.task?.status ?? 'starting';
  if (batch.end === 'finished') return batch.task?.status ?? 'failed';
  return batch.end ?? 'failed';
}

function BatchItem({ batch, label }: { batch: TrackedBatch; label: string }) {
  const { t } = useTranslation(NS.staff);
  const task = batch.task;
  const total = task?.progress.total ?? batch.group.uuids.length;
  const completed = task?.progress.completed ?? 0;
  const key = statusKey(batch);
  const zipping = task?.status === 'creating_zip' || task?.status === 'uploading';
  const failed = key === 'failed' || key === 'notStarted' || key === 'gaveUp';
  return (
    <li
      css={css({
        display: 'grid',
        gap: theme.space(1),
        paddingBlock: theme.space(3),
        borderBlockStart: `1px solid ${theme.colors.border}`,
        '&:first-of-type': { borderBlockStart: 'none' },
      })}
    >
      <div css={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: theme.space(2) })}>
        <strong>{label}</strong>
        <span css={small}>{t('batch.widget.applications', { count: batch.group.uuids.length })}</span>
      </div>
      <span
        css={css({
          fontWeight: 600,
          color: failed ? theme.colors.error : key === 'completed' ? theme.colors.success : key === 'timedOut' ? theme.colors.warning : theme.colors.text,
        })}
      >
        {t(`batch.widget.status.${key}`)}
      </span>
      {batch.end === 'notStarted' ? null : (
        <>
          <Bar value={completed} max={total} label={t('batch.widget.progressLabel', { batch: label })} />
          <span css={small}>{t('batch.widget.counts', { completed, total, failed: task?.progress.failed ?? 0 })}</span>
        </>
      )}
      {zipping ? (
        <>
          <Bar value={task.progress.upload_progress} max={100} label={t('batch.widget.uploadLabel', { batch: label })} tone={theme.colors.accent} />
          <span css={small}>{t('batch.widget.upload', { percent: task.progress.upload_progress })}</span>
        </>
      ) : null}
      {batch.problem ? <span css={css({ color: theme.colors.error })}>{batch.problem}</span> : null}
      {task?.status === 'failed' && task.error ? <span css={css({ color: theme.colors.error })}>{task.error}</span> : null}
      {task?.status === 'completed' && task.result?.folder_link ? (
        <a
          href={task.result.folder_link}
          download
          aria-label={t('batch.widget.downloadOf', { batch: label })}
          css={css({ color: theme.colors.primary, fontWeight: 600, minHeight: '32px', display: 'inline-flex', alignItems: 'center' })}
        >
          {t('batch.widget.download')}
        </a>
      ) : null}
    </li>
  );
}

/**
 * The floating Batch PDF progress widget (back-office.md 2.6): at the inline-end bottom corner,
 * minimizable to a pill and restored from it, each batch with its status, progress, zip progress and
 * its Download ZIP link once completed. Progress is announced politely to screen readers.
 */
export function BatchProgressWidget({ state, label, onHold }: BatchProgressWidgetProps) {
  const { t } = useTranslation(NS.staff);
  const [minimized, setMinimized] = useState(false);
  const toggled = useRef(false);
  const minimizeButton = useRef<HTMLButtonElement>(null);
  const restoreButton = useRef<HTMLButtonElement>(null);

  // Keyboard users land on the control that brings the other view back.
  useEffect(() => {
    if (!toggled.current) return;
    (minimized ? restoreButton : minimizeButton).current?.focus();
  }, [minimized]);

  const toggle = (next: boolean) => {
    toggled.current = true;
    setMinimized(next);
  };

  const completed = state.batches.reduce((sum, b) => sum + (b.task?.progress.completed ?? 0), 0);
  const total = state.batches.reduce((sum, b) => sum + (b.task?.progress.total ?? b.group.uuids.length), 0);
  const overall = state.done ? t('batch.widget.finished') : t('batch.widget.overall', { completed, total });

  const leave = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onHold(false);
  };

  return (
    <aside
      aria-label={t('batch.widget.title')}
      css={corner}
      onMouseEnter={() => onHold(true)}
      onMouseLeave={() => onHold(false)}
      onFocus={() => onHold(true)}
      onBlur={leave}
    >
      <p aria-live="polite" css={visuallyHidden}>
        {overall}
      </p>
      {minimized ? (
        <button ref={restoreButton} type="button" css={pill} aria-expanded={false} aria-label={t('batch.widget.restore')} onClick={() => toggle(false)}>
          <span aria-hidden="true">▴</span>
          {t('batch.widget.minimized', { completed, total })}
        </button>
      ) : (
        <div css={panel}>
          <div
            css={css({
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              paddingInlineStart: theme.space(4),
              paddingInlineEnd: theme.space(1),
              borderBlockEnd: `1px solid ${theme.colors.border}`,
            })}
          >
            <h2 css={css({ margin: 0, fontSize: theme.font.size.base })}>{t('batch.widget.title')}</h2>
            <button ref={minimizeButton} type="button" css={iconButton} aria-expanded aria-label={t('batch.widget.minimize')} onClick={() => toggle(true)}>
              <span aria-hidden="true">▾</span>
            </button>
          </div>
          <ul css={css({ listStyle: 'none', margin: 0, paddingInline: theme.space(4), paddingBlock: theme.space(1), maxHeight: '50vh', overflowY: 'auto' })}>
            {state.batches.map((batch) => (
              <BatchItem key={batch.key} batch={batch} label={label(batch.group)} />
            ))}
          </ul>
        </div>
      )}
    </aside>
  );
}
