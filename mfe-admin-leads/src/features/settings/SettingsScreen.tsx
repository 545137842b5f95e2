import { formatPracticeTime, PRACTICE_SETTINGS_MESSAGES, REQUIRED_PRACTICE_SETTINGS, type AdminPracticeSettings } from '@clinic/contracts';
import { Alert, apiFieldErrors, Button, isApiRequestError, reloadPracticeSettings, setMissingPracticeSettings, Spinner, theme } from '@clinic/platform';
import { css } from '@emotion/react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { fetchPracticeSettings, savePracticeSettings } from './api';
import { LabCatalogue } from './LabCatalogue';
import { PracticeSettingsFields } from './PracticeSettingsForm';
import { checkSettings, sameValues, valuesOf, type SettingsErrors, type SettingsValues } from './settingsForm';
import { useLeaveWarning } from './useLeaveWarning';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; reply: AdminPracticeSettings };

/** Drops the message of a field the admin changed (and its group's, for a video row or a surgeon). */
function withoutError(errors: SettingsErrors, key: string): SettingsErrors {
  const group = key.split('.')[0]!;
  if (!(key in errors) && !(group in errors)) return errors;
  const { [key]: _field, [group]: _group, ...rest } = errors;
  return rest;
}

/**
 * The Settings screen (issue 19, admins): the practice's details checked with the server's schema,
 * saved as one document, then the lab catalogue with a Save per product.
 */
export function SettingsScreen() {
  const { t } = useTranslation(NS.staff);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [saved, setSaved] = useState<SettingsValues | null>(null);
  const [values, setValues] = useState<SettingsValues | null>(null);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [attempts, setAttempts] = useState(0);

  const apply = useCallback((reply: AdminPracticeSettings) => {
    const next = valuesOf(reply.settings);
    setLoad({ status: 'ready', reply });
    setSaved(next);
    setValues(next);
    setMissingPracticeSettings(reply.missing);
  }, []);

  const read = useCallback(
    (signal?: AbortSignal) => {
      setLoad({ status: 'loading' });
      fetchPracticeSettings(signal).then(apply, () => signal?.aborted || setLoad({ status: 'error' }));
    },
    [apply],
  );

  useEffect(() => {
    const controller = new AbortController();
    read(controller.signal);
    return () => controller.abort();
  }, [read]);

  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const dirty = !!values && !!saved && !sameValues(values, saved);
  useLeaveWarning(dirty, t('settings.leaveConfirm'));

  if (load.status !== 'ready' || !values) {
    return load.status === 'error' ? (
      <Alert
        type="error"
        action={
          <Button variant="secondary" onClick={() => read()}>
            {t('settings.retry')}
          </Button>
        }
      >
        {t('settings.loadFailed')}
      </Alert>
    ) : (
      <Spinner label={t('settings.loading')} />
    );
  }

  const showErrors = (next: SettingsErrors) => {
    setErrors(next);
    setResult({ type: 'error', text: t('settings.fixErrors') });
    setAttempts((n) => n + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const checked = checkSettings(values);
    if ('errors' in checked) return showErrors(checked.errors);
    setSaving(true);
    try {
      const reply = await savePracticeSettings(checked.settings);
      apply(reply);
      setErrors({});
      setResult({ type: 'success', text: PRACTICE_SETTINGS_MESSAGES.saved });
      void reloadPracticeSettings();
    } catch (error) {
      const details = apiFieldErrors(error);
      if (Object.keys(details).length > 0) showErrors(details);
      else setResult({ type: 'error', text: t('settings.saveFailed', { msg: isApiRequestError(error) ? error.message : String(error) }) });
    } finally {
      setSaving(false);
    }
  };

  const { missing, updated_on } = load.reply;
  return (
    <div css={css({ display: 'grid', gap: theme.space(8), minWidth: 0 })}>
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        aria-label={t('settings.formLabel')}
        css={css({ display: 'grid', gap: theme.space(4), minWidth: 0 })}
        data-testid="settings-form"
      >
        <p css={css({ margin: 0, color: theme.colors.mutedText })}>{t('settings.intro')}</p>
        {missing.length > 0 ? (
          <Alert type="warning">{t('settings.missing', { list: missing.map((key) => REQUIRED_PRACTICE_SETTINGS[key]).join(', ') })}</Alert>
        ) : null}
        <PracticeSettingsFields
          values={values}
          errors={errors}
          onChange={(next, cleared) => {
            setValues(next);
            setErrors((current) => withoutError(current, cleared));
          }}
        />
        <div
          css={css({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: theme.space(3),
            position: 'sticky',
            insetBlockEnd: 0,
            paddingBlock: theme.space(3),
            background: theme.colors.background,
            borderBlockStart: `1px solid ${theme.colors.border}`,
          })}
        >
          <Button type="submit" busy={saving} disabled={saving} data-testid="settings-save">
            {saving ? t('settings.saving') : t('settings.save')}
          </Button>
          <span css={css({ color: theme.colors.mutedText, fontSize: theme.font.size.small })}>
            {dirty ? t('settings.unsaved') : updated_on ? t('settings.lastSaved', { date: formatPracticeTime(updated_on) }) : t('settings.neverSaved')}
          </span>
        </div>
        {result ? (
          <div data-testid="settings-result">
            <Alert type={result.type}>{result.text}</Alert>
          </div>
        ) : null}
      </form>
      <LabCatalogue />
    </div>
  );
}
