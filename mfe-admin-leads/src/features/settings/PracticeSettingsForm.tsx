import { LANGUAGES } from '@clinic/contracts';
import { Button, TextField, theme, mq } from '@clinic/platform';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { surgeonRow, type SettingsErrors, type SettingsValues, type TextField as SettingsTextField, type VideoField } from './settingsForm';

/** At most this many civil surgeons (the schema's limit): Add is disabled beyond. */
const MAX_SURGEONS = 20;

const fieldset = css({
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  padding: theme.space(4),
  margin: 0,
  minWidth: 0,
  display: 'grid',
  gap: theme.space(1),
});
const legend = css({ fontWeight: 700, paddingInline: theme.space(1) });
const hint = css({ margin: `0 0 ${theme.space(3)}`, color: theme.colors.mutedText, fontSize: theme.font.size.small });
const twoColumns = css({ display: 'grid', columnGap: theme.space(4), gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))' });

interface Props {
  values: SettingsValues;
  errors: SettingsErrors;
  onChange(values: SettingsValues, clearedError: string): void;
}

/** The practice's details, videos and civil surgeons: controlled fields with their messages underneath. */
export function PracticeSettingsFields({ values, errors, onChange }: Props) {
  const { t } = useTranslation(NS.staff);
  const text = (
    field: SettingsTextField,
    label: string,
    extra: { hint?: string; type?: string; autoComplete?: string; inputMode?: 'tel' | 'email' | 'url'; maxLength?: number; required?: boolean } = {},
  ) => (
    <TextField
      id={`settings-${field}`}
      name={field}
      label={label}
      value={values[field]}
      error={errors[field] ?? null}
      onChange={(event) => onChange({ ...values, [field]: event.target.value }, field)}
      spellCheck={false}
      {...extra}
    />
  );

  const setSurgeons = (rows: SettingsValues['civil_surgeons']) => onChange({ ...values, civil_surgeons: rows }, 'civil_surgeons');
  const move = (index: number, by: -1 | 1) => {
    const rows = [...values.civil_surgeons];
    const [row] = rows.splice(index, 1);
    rows.splice(index + by, 0, row!);
    setSurgeons(rows);
  };

  return (
    <div css={css({ display: 'grid', gap: theme.space(5), minWidth: 0 })}>
      <fieldset css={fieldset}>
        <legend css={legend}>{t('settings.practice.title')}</legend>
        {text('practice_name', t('settings.practice.name'), { required: true, maxLength: 120, autoComplete: 'organization' })}
        <div css={twoColumns}>
          {text('support_email', t('settings.practice.email'), {
            type: 'email',
            inputMode: 'email',
            autoComplete: 'email',
            hint: t('settings.practice.optional'),
          })}
          {text('phone', t('settings.practice.phone'), { type: 'tel', inputMode: 'tel', autoComplete: 'tel', hint: t('settings.practice.optional') })}
          {text('fax', t('settings.practice.fax'), { type: 'tel', inputMode: 'tel', hint: t('settings.practice.optional') })}
        </div>
        {text('banner_note', t('settings.practice.bannerNote'), { maxLength: 160, hint: t('settings.practice.bannerNoteHint') })}
        {text('reviews_url', t('settings.practice.reviewsUrl'), { type: 'url', inputMode: 'url', hint: t('settings.practice.reviewsUrlHint') })}
      </fieldset>

      {(['explainer_videos', 'i693_tutorial_videos'] as const).map((field) => (
        <VideoFields key={field} field={field} values={values} errors={errors} onChange={onChange} />
      ))}

      <fieldset css={fieldset} data-testid="settings-surgeons">
        <legend css={legend}>{t('settings.surgeons.title')}</legend>
        <p css={hint}>{t('settings.surgeons.hint')}</p>
        {values.civil_surgeons.length === 0 ? <p css={css({ margin: `0 0 ${theme.space(3)}` })}>{t('settings.surgeons.none')}</p> : null}
        <ol css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(2) })}>
          {values.civil_surgeons.map((row, index) => {
            const number = index + 1;
            return (
              <li
                key={row.key}
                css={css({
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'flex-start',
                  columnGap: theme.space(2),
                  [mq.mobile]: { paddingBlockEnd: theme.space(2), borderBlockEnd: `1px solid ${theme.colors.border}` },
                })}
              >
                <div css={css({ flex: '1 1 16rem', minWidth: 0 })}>
                  <TextField
                    id={`settings-surgeon-${row.key}`}
                    label={t('settings.surgeons.name', { number })}
                    value={row.name}
                    maxLength={120}
                    error={errors[`civil_surgeons.${index}`] ?? null}
                    onChange={(event) =>
                      onChange(
                        { ...values, civil_surgeons: values.civil_surgeons.map((r) => (r.key === row.key ? { ...r, name: event.target.value } : r)) },
                        `civil_surgeons.${index}`,
                      )
                    }
                  />
                </div>
                <div css={css({ display: 'flex', gap: theme.space(1), marginBlockStart: theme.space(7), [mq.mobile]: { marginBlockStart: 0 } })}>
                  <Button variant="text" aria-label={t('settings.surgeons.moveUpLabel', { number })} disabled={index === 0} onClick={() => move(index, -1)}>
                    {t('settings.surgeons.moveUp')}
                  </Button>
                  <Button
                    variant="text"
                    aria-label={t('settings.surgeons.moveDownLabel', { number })}
                    disabled={index === values.civil_surgeons.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    {t('settings.surgeons.moveDown')}
                  </Button>
                  <Button
                    variant="text"
                    aria-label={t('settings.surgeons.removeLabel', { number })}
                    onClick={() => setSurgeons(values.civil_surgeons.filter((r) => r.key !== row.key))}
                  >
                    {t('settings.surgeons.remove')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        {errors.civil_surgeons ? (
          <p role="alert" css={css({ margin: 0, color: theme.colors.error, fontSize: theme.font.size.small })}>
            {errors.civil_surgeons}
          </p>
        ) : null}
        <div>
          <Button
            variant="secondary"
            disabled={values.civil_surgeons.length >= MAX_SURGEONS}
            onClick={() => setSurgeons([...values.civil_surgeons, surgeonRow()])}
          >
            {t('settings.surgeons.add')}
          </Button>
        </div>
      </fieldset>
    </div>
  );
}

/** One video id per language; a message under each id to correct, or the server's for the whole group. */
function VideoFields({ field, values, errors, onChange }: Props & { field: VideoField }) {
  const { t } = useTranslation(NS.staff);
  const rowErrors = LANGUAGES.some((language) => errors[`${field}.${language.code}`]);
  return (
    <fieldset css={fieldset} data-testid={`settings-${field}`}>
      <legend css={legend}>{t(field === 'explainer_videos' ? 'settings.videos.explainerTitle' : 'settings.videos.tutorialTitle')}</legend>
      <p css={hint}>{t('settings.videos.hint')}</p>
      <div css={twoColumns}>
        {LANGUAGES.map((language) => (
          <TextField
            key={language.code}
            id={`settings-${field}-${language.code}`}
            label={t('settings.videos.label', { language: language.name })}
            value={values[field][language.code]}
            error={errors[`${field}.${language.code}`] ?? null}
            spellCheck={false}
            autoComplete="off"
            dir="ltr"
            onChange={(event) => onChange({ ...values, [field]: { ...values[field], [language.code]: event.target.value } }, `${field}.${language.code}`)}
          />
        ))}
      </div>
      {errors[field] && !rowErrors ? (
        <p role="alert" css={css({ margin: 0, color: theme.colors.error, fontSize: theme.font.size.small })}>
          {errors[field]}
        </p>
      ) : null}
    </fieldset>
  );
}
