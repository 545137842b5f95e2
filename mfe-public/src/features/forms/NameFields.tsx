import { TextField } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts/namespace';

export type NamePart = 'firstName' | 'middleName' | 'lastName';

export interface NameFieldsProps {
  /** The id of each field's input, by its part. */
  idOf(part: NamePart): string;
  value: Readonly<Record<NamePart, string>>;
  onChange(part: NamePart, value: string): void;
  errors: Partial<Record<NamePart, string>>;
  /** The last name may be left empty (the requirements checker). */
  lastNameOptional?: boolean;
}

/** First, middle (optional) and last name, as cells of the form's field grid. */
export function NameFields({ idOf, value, onChange, errors, lastNameOptional = false }: NameFieldsProps) {
  const { t } = useTranslation(NS.forms);
  const optional = (label: string) => `${label} ${t('fields.optional')}`;
  return (
    <>
      <TextField
        id={idOf('firstName')}
        label={t('fields.firstName')}
        value={value.firstName}
        onChange={(e) => onChange('firstName', e.target.value)}
        error={errors.firstName}
        autoComplete="given-name"
        required
      />
      <TextField
        id={idOf('middleName')}
        label={optional(t('fields.middleName'))}
        value={value.middleName}
        onChange={(e) => onChange('middleName', e.target.value)}
        autoComplete="additional-name"
      />
      <TextField
        id={idOf('lastName')}
        label={lastNameOptional ? optional(t('fields.lastName')) : t('fields.lastName')}
        value={value.lastName}
        onChange={(e) => onChange('lastName', e.target.value)}
        error={lastNameOptional ? undefined : errors.lastName}
        autoComplete="family-name"
        required={!lastNameOptional}
      />
    </>
  );
}
