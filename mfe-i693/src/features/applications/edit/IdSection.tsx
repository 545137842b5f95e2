import { COUNTRIES, photoIdPrefixKind, PHOTO_ID_TYPES, US_STATES, type PhotoIdType } from '@clinic/contracts';
import { SelectField, TextField } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { Section, type SectionProps } from './Section';

const NATIONALITIES = COUNTRIES.map((c) => ({ value: c.code, label: c.name }));
const STATES = US_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));

/** The photo ID: its type, the passport nationality or issuing state when the type has one, and the number. */
export function IdSection({ form, update }: SectionProps) {
  const { t } = useTranslation(NS.staff);
  const prefixKind = form.photo_id_type ? photoIdPrefixKind(form.photo_id_type) : null;
  const types = PHOTO_ID_TYPES.map((type) => ({ value: type, label: t(`edit.id.types.${type}`) }));
  return (
    <Section title={t('edit.id.title')}>
      <SelectField
        label={t('edit.id.type')}
        placeholder={t('edit.choose')}
        options={types}
        value={form.photo_id_type}
        // Another kind of prefix (country or state) does not carry over.
        onChange={(e) => update({ photo_id_type: e.target.value as PhotoIdType | '', photo_id_prefix: '' })}
      />
      {prefixKind ? (
        <SelectField
          label={t(prefixKind === 'nationality' ? 'edit.id.nationality' : 'edit.id.issuedIn')}
          placeholder={t('edit.choose')}
          options={prefixKind === 'nationality' ? NATIONALITIES : STATES}
          value={form.photo_id_prefix}
          onChange={(e) => update({ photo_id_prefix: e.target.value })}
        />
      ) : null}
      <TextField label={t('edit.id.number')} value={form.photo_id_number} onChange={(e) => update({ photo_id_number: e.target.value })} autoComplete="off" />
    </Section>
  );
}
