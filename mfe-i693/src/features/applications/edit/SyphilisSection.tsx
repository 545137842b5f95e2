import { SYPHILIS_OPTIONS, type StaffVaccineInfo } from '@clinic/contracts';
import { SelectField, TextField } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { resultOf, resultValue } from './labResult';
import { Section, type LabSectionProps } from './Section';

/** Syphilis: the test option, then the fields of that option (RPR: result, collection and reporting dates; treponemal: result and reporting date). */
export function SyphilisSection({ info, updateInfo, today }: LabSectionProps & { today: string }) {
  const { t } = useTranslation(NS.staff);
  const options = SYPHILIS_OPTIONS.map((o) => ({ value: o, label: t(`edit.syphilis.options.${o}`) }));
  const results = [
    { value: 'true', label: t('edit.positive') },
    { value: 'false', label: t('edit.negative') },
  ];
  const option = info.syphilis_test_option;
  return (
    <Section title={t('edit.syphilis.title')}>
      <SelectField
        label={t('edit.syphilis.option')}
        placeholder={t('edit.notSelected')}
        options={options}
        value={option}
        onChange={(e) => updateInfo({ syphilis_test_option: e.target.value as StaffVaccineInfo['syphilis_test_option'] })}
      />
      {option === 'rpr' ? (
        <>
          <SelectField
            label={t('edit.syphilis.rprResult')}
            placeholder={t('edit.notSelected')}
            options={results}
            value={resultValue(info.syphilis_rpr_positive)}
            onChange={(e) => updateInfo({ syphilis_rpr_positive: resultOf(e.target.value) })}
          />
          <TextField
            type="date"
            max={today}
            label={t('edit.syphilis.collectionDate')}
            value={info.syphilis_rpr_collection_date}
            onChange={(e) => updateInfo({ syphilis_rpr_collection_date: e.target.value })}
          />
          <TextField
            type="date"
            max={today}
            label={t('edit.syphilis.reportingDate')}
            value={info.syphilis_rpr_reporting_date}
            onChange={(e) => updateInfo({ syphilis_rpr_reporting_date: e.target.value })}
          />
        </>
      ) : null}
      {option === 'treponemal' ? (
        <>
          <SelectField
            label={t('edit.syphilis.treponemalResult')}
            placeholder={t('edit.notSelected')}
            options={results}
            value={resultValue(info.syphilis_treponemal_positive)}
            onChange={(e) => updateInfo({ syphilis_treponemal_positive: resultOf(e.target.value) })}
          />
          <TextField
            type="date"
            max={today}
            label={t('edit.syphilis.reportingDate')}
            value={info.syphilis_treponemal_reporting_date}
            onChange={(e) => updateInfo({ syphilis_treponemal_reporting_date: e.target.value })}
          />
        </>
      ) : null}
    </Section>
  );
}
