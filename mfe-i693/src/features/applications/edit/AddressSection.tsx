import { US_STATES } from '@clinic/contracts';
import { SelectField, TextField } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { Section, type SectionProps } from './Section';

const STATES = US_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));

/** The current US address. */
export function AddressSection({ form, update }: SectionProps) {
  const { t } = useTranslation(NS.staff);
  return (
    <Section title={t('edit.address.title')}>
      <TextField label={t('edit.address.street')} value={form.street_address} onChange={(e) => update({ street_address: e.target.value })} autoComplete="off" />
      <TextField
        label={t('edit.address.apartment')}
        value={form.apartment_number}
        onChange={(e) => update({ apartment_number: e.target.value })}
        autoComplete="off"
      />
      <TextField label={t('edit.address.city')} value={form.city} onChange={(e) => update({ city: e.target.value })} autoComplete="off" />
      <SelectField
        label={t('edit.address.state')}
        placeholder={t('edit.choose')}
        options={STATES}
        value={form.state}
        onChange={(e) => update({ state: e.target.value })}
      />
      <TextField
        label={t('edit.address.zipcode')}
        value={form.zipcode}
        onChange={(e) => update({ zipcode: e.target.value })}
        inputMode="numeric"
        autoComplete="off"
      />
    </Section>
  );
}
