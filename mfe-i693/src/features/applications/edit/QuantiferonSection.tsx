import { QTB_RESULTS, type StaffVaccineInfo } from '@clinic/contracts';
import { Button, SelectField, TextField } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { Section, type LabSectionProps } from './Section';

/** Quantiferon TB: result, collection date, chest X-ray taken and read dates; Clear resets the result and its date. */
export function QuantiferonSection({ info, updateInfo, today }: LabSectionProps & { today: string }) {
  const { t } = useTranslation(NS.staff);
  const results = QTB_RESULTS.map((r) => ({ value: r, label: t(`edit.qtb.results.${r}`) }));
  return (
    <Section
      title={t('edit.qtb.title')}
      actions={
        <Button variant="secondary" aria-label={t('edit.qtb.clearLabel')} onClick={() => updateInfo({ qtb_result: '', qtb_collection_date: '' })}>
          {t('edit.clear')}
        </Button>
      }
    >
      <SelectField
        label={t('edit.qtb.result')}
        placeholder={t('edit.notSelected')}
        options={results}
        value={info.qtb_result}
        onChange={(e) => updateInfo({ qtb_result: e.target.value as StaffVaccineInfo['qtb_result'] })}
      />
      <TextField
        type="date"
        max={today}
        label={t('edit.qtb.collectionDate')}
        value={info.qtb_collection_date}
        onChange={(e) => updateInfo({ qtb_collection_date: e.target.value })}
      />
      <TextField
        type="date"
        max={today}
        label={t('edit.qtb.xrayTaken')}
        value={info.qtb_chest_xray_taken}
        onChange={(e) => updateInfo({ qtb_chest_xray_taken: e.target.value })}
      />
      <TextField
        type="date"
        max={today}
        label={t('edit.qtb.xrayRead')}
        value={info.qtb_chest_xray_read}
        onChange={(e) => updateInfo({ qtb_chest_xray_read: e.target.value })}
      />
    </Section>
  );
}
