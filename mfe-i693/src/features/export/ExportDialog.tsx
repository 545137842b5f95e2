import { css } from '@emotion/react';
import { defaultExportColumns, I693_EXPORT_FORMATS, I693_EXPORT_SCOPES, type I693ExportColumn, type I693ExportFormat } from '@clinic/contracts';
import { Alert, Button, Dialog, mq, saveBlob, Spinner, theme, useAbortableLoad } from '@clinic/platform';
import { Checkbox } from '@clinic/platform/staff';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationListQuery } from '../applications/api';
import { NS } from '../../texts';
import { exportBody, type ExportChoices } from './exportChoices';
import { downloadExport, fetchExportColumns } from './api';

export interface ExportDialogProps {
  /** The list query of the page shown: its page, filters and search. */
  shown: ApplicationListQuery;
  onClose: () => void;
  /** The file was saved: how many records it holds and in which format. */
  onExported: (count: number, format: I693ExportFormat) => void;
}

const fieldsetCss = css({ border: 'none', padding: 0, margin: 0, marginBlockEnd: theme.space(5), minInlineSize: 0 });
const legendCss = css({ padding: 0, fontWeight: 600, marginBlockEnd: theme.space(2) });
const radioCss = css({ display: 'inline-flex', alignItems: 'center', gap: theme.space(2), minHeight: '44px', cursor: 'pointer' });

function Radio({ name, checked, onChange, children }: { name: string; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label css={radioCss}>
      <input type="radio" name={name} checked={checked} onChange={onChange} css={css({ width: 18, height: 18, margin: 0 })} />
      <span>{children}</span>
    </label>
  );
}

/** The columns offered, loaded when the dialog opens; `onLoaded` gets them as they arrive. */
function useExportColumns(onLoaded: (columns: I693ExportColumn[]) => void) {
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;
  const load = useCallback(
    (signal: AbortSignal) =>
      fetchExportColumns(signal).then((columns) => {
        loaded.current(columns);
        return columns;
      }),
    [],
  );
  return useAbortableLoad(load);
}

/**
 * The Export Data dialog (back-office.md 2.6): format, which applications (this page or all matching
 * the list's filters and search) and the columns, ticked as the server suggests. Export downloads
 * the file under the server's name; a failure keeps the dialog open with the spec's message.
 */
export function ExportDialog({ shown, onClose, onExported }: ExportDialogProps) {
  const { t } = useTranslation(NS.staff);
  const formId = useId();
  const [choices, setChoices] = useState<ExportChoices>({ format: 'csv', columns: new Set(), scope: 'all_filtered' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const exporting = useRef<AbortController | null>(null);
  const columns = useExportColumns((offered) => setChoices((c) => ({ ...c, columns: new Set(defaultExportColumns(offered)) })));
  const offered = columns.state.status === 'ready' ? columns.state.data : [];

  // Closing the dialog abandons an export still downloading.
  useEffect(() => () => exporting.current?.abort(), []);

  const choose = (change: Partial<ExportChoices>) => {
    setChoices((c) => ({ ...c, ...change }));
    setProblem(null);
  };
  const toggle = (key: string, on: boolean) => {
    const next = new Set(choices.columns);
    if (on) next.add(key);
    else next.delete(key);
    choose({ columns: next });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = exportBody(choices, offered, shown);
    if (!body) {
      setProblem(t('export.invalid'));
      return;
    }
    const controller = new AbortController();
    exporting.current = controller;
    setBusy(true);
    setProblem(null);
    try {
      const file = await downloadExport(body, controller.signal);
      saveBlob(file.blob, file.fileName);
      onExported(file.count, body.format);
    } catch {
      if (!controller.signal.aborted) setProblem(t('export.failed'));
    } finally {
      if (!controller.signal.aborted) setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('export.title')}
      maxWidth="46rem"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('export.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy} disabled={columns.state.status !== 'ready'}>
            {t('export.export')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <fieldset css={fieldsetCss}>
          <legend css={legendCss}>{t('export.format')}</legend>
          <div css={css({ display: 'flex', flexWrap: 'wrap', columnGap: theme.space(5) })}>
            {I693_EXPORT_FORMATS.map((f) => (
              <Radio key={f.value} name={`${formId}-format`} checked={choices.format === f.value} onChange={() => choose({ format: f.value })}>
                {t(`export.formats.${f.value}`)}
              </Radio>
            ))}
          </div>
        </fieldset>
        <fieldset css={fieldsetCss}>
          <legend css={legendCss}>{t('export.scope')}</legend>
          <div css={css({ display: 'flex', flexWrap: 'wrap', columnGap: theme.space(5) })}>
            {I693_EXPORT_SCOPES.map((scope) => (
              <Radio key={scope} name={`${formId}-scope`} checked={choices.scope === scope} onChange={() => choose({ scope })}>
                {t(`export.scopes.${scope}`)}
              </Radio>
            ))}
          </div>
        </fieldset>
        <fieldset css={fieldsetCss}>
          <legend css={legendCss}>{t('export.columns')}</legend>
          {columns.state.status === 'loading' ? <Spinner label={t('export.columnsLoading')} size={20} /> : null}
          {columns.state.status === 'error' ? (
            <Alert
              type="error"
              action={
                <Button variant="secondary" onClick={columns.reload}>
                  {t('export.retry')}
                </Button>
              }
            >
              {t('export.columnsFailed')}
            </Alert>
          ) : null}
          {columns.state.status === 'ready' ? (
            <>
              <div css={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2), marginBlockEnd: theme.space(2) })}>
                <span css={css({ color: theme.colors.mutedText, marginInlineEnd: 'auto' })}>
                  {t('export.columnsSelected', { selected: choices.columns.size, total: offered.length })}
                </span>
                <Button variant="text" onClick={() => choose({ columns: new Set(offered.map((c) => c.key)) })}>
                  {t('export.selectAll')}
                </Button>
                <Button variant="text" onClick={() => choose({ columns: new Set() })}>
                  {t('export.selectNone')}
                </Button>
              </div>
              <div
                css={css({
                  display: 'grid',
                  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
                  columnGap: theme.space(3),
                  maxHeight: '18rem',
                  overflowY: 'auto',
                  paddingInline: theme.space(3),
                  border: `1px solid ${theme.colors.border}`,
                  borderRadius: theme.radius,
                  [mq.mobile]: { gridTemplateColumns: '1fr' },
                })}
              >
                {offered.map((c) => (
                  <Checkbox key={c.key} label={c.label} checked={choices.columns.has(c.key)} onChange={(e) => toggle(c.key, e.target.checked)} />
                ))}
              </div>
            </>
          ) : null}
        </fieldset>
        {problem ? <Alert type="error">{problem}</Alert> : null}
      </form>
    </Dialog>
  );
}
