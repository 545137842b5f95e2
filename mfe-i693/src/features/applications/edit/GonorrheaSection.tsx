import { Button, SelectField, TextField } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { resultOf, resultValue } from './labResult';
import { Section, type LabSectionProps } from './Section';

/** Gonorrhea (applicants aged 1 to 24): result and reporting date; Clear resets both. */
export function GonorrheaSection({ info, updateInfo, today }: LabSectionProps & { today: string }) {
  const { t } = useTranslation(NS.staff);
  const results = [
    { value: 'true', label: t('edit.positive') },
    { value: 'false', label: t('edit.negative') },
  ];
  return (
    <Section
      title={t('edit.gonorrhea.title')}
      actions={
        <Button
          variant="secondary"
          aria-label={t('edit.gonorrhea.clearLabel')}
          onClick={() => updateInfo({ gonorrhea_test_result: null, gonorrhea_reporting_date: '' })}
        >
          {t('edit.clear')}
        </Button>
      }
    >
      <SelectField
        label={t('edit.gonorrhea.result')}
        placeholder={t('edit.notSelected')}
        options={results}
        value={resultValue(info.gonorrhea_test_result)}
        onChange={(e) => updateInfo({ gonorrhea_test_result: resultOf(e.target.value) })}
      />
      <TextField
        type="date"
        max={today}
        label={t('edit.gonorrhea.reportingDate')}
        value={info.gonorrhea_reporting_date}
        onChange={(e) => updateInfo({ gonorrhea_reporting_date: e.target.value })}
      />
    </Section>
  );
}
