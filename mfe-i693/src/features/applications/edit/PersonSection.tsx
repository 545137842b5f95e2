import { css } from '@emotion/react';
import { A_NUMBER_MAX_DIGITS, COUNTRIES, digitsOnly, I693_PHONE_DIGITS } from '@clinic/contracts';
import { Button, fieldStyles, SelectField, TextField, theme } from '@clinic/platform';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { usDate } from '../format';
import { Section, type SectionProps } from './Section';

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.name, label: c.name }));

/** Names, A number, date of birth (with its changed badge and reset), phone and place of birth. */
export function PersonSection({ form, update, originalDob }: SectionProps & { originalDob: string }) {
  const { t } = useTranslation(NS.staff);
  const id = useId();
  const aNumberId = `a-number-${id}`;
  const dobId = `dob-${id}`;
  const dobChanged = form.dob !== originalDob;
  return (
    <Section title={t('edit.person.title')}>
      <TextField label={t('edit.person.firstName')} value={form.first_name} onChange={(e) => update({ first_name: e.target.value })} autoComplete="off" />
      <TextField label={t('edit.person.middleName')} value={form.middle_name} onChange={(e) => update({ middle_name: e.target.value })} autoComplete="off" />
      <TextField label={t('edit.person.lastName')} value={form.last_name} onChange={(e) => update({ last_name: e.target.value })} autoComplete="off" />
      <div css={fieldStyles.wrapper}>
        <label htmlFor={aNumberId} css={fieldStyles.label}>
          {t('edit.person.aNumber')}
        </label>
        {/* "A-" then the digits, in that order on right-to-left pages too. */}
        <div dir="ltr" css={css({ display: 'flex', alignItems: 'stretch' })}>
          <span
            aria-hidden="true"
            css={css({
              display: 'flex',
              alignItems: 'center',
              whiteSpace: 'nowrap',
              paddingInline: theme.space(2),
              border: `1px solid ${theme.colors.border}`,
              borderInlineEnd: 'none',
              borderRadius: `${theme.radius} 0 0 ${theme.radius}`,
              background: theme.colors.surface,
            })}
          >
            A-
          </span>
          <input
            id={aNumberId}
            inputMode="numeric"
            css={css(fieldStyles.control, { borderStartStartRadius: 0, borderEndStartRadius: 0 })}
            value={form.a_number}
            onChange={(e) => update({ a_number: digitsOnly(e.target.value, A_NUMBER_MAX_DIGITS) })}
            aria-describedby={`${aNumberId}-hint`}
            autoComplete="off"
          />
        </div>
        <span id={`${aNumberId}-hint`} css={fieldStyles.hint}>
          {t('edit.person.aNumberHint', { max: A_NUMBER_MAX_DIGITS })}
        </span>
      </div>
      <div css={fieldStyles.wrapper}>
        <label htmlFor={dobId} css={fieldStyles.label}>
          {t('edit.person.dob')}
          {dobChanged ? (
            <span
              data-testid="dob-changed"
              css={css({
                marginInlineStart: theme.space(2),
                paddingInline: theme.space(2),
                borderRadius: '999px',
                background: theme.colors.warningBg,
                color: theme.colors.warning,
                fontSize: theme.font.size.small,
              })}
            >
              {t('edit.person.dobChanged')}
            </span>
          ) : null}
        </label>
        <input id={dobId} type="date" css={css(fieldStyles.control)} value={form.dob} onChange={(e) => update({ dob: e.target.value })} />
        {dobChanged ? (
          <Button variant="text" css={css({ alignSelf: 'flex-start' })} onClick={() => update({ dob: originalDob })}>
            {t('edit.person.dobReset', { dob: usDate(originalDob) })}
          </Button>
        ) : null}
      </div>
      <TextField
        type="tel"
        label={t('edit.person.phone')}
        value={form.phone}
        onChange={(e) => update({ phone: digitsOnly(e.target.value, I693_PHONE_DIGITS) })}
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        label={t('edit.person.cityOfBirth')}
        value={form.city_of_birth}
        onChange={(e) => update({ city_of_birth: e.target.value })}
        autoComplete="off"
      />
      <SelectField
        label={t('edit.person.countryOfBirth')}
        placeholder={t('edit.choose')}
        options={COUNTRY_OPTIONS}
        value={form.country_of_birth}
        onChange={(e) => update({ country_of_birth: e.target.value })}
      />
    </Section>
  );
}
