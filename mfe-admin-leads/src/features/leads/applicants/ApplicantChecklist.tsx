import { css } from '@emotion/react';
import { canMarkAllComplete, QUANTIFERON_ITEM_KEY, type ChecklistItem, type Lead, type LeadApplicant } from '@clinic/contracts';
import { Button, theme } from '@clinic/platform';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { withApplicant, withItem } from '../leadUpdate';
import type { LeadSave } from '../useLeadSave';
import { withAllComplete, withItemPending, type ItemList } from './applicantChanges';
import { ChecklistItems } from './ChecklistItems';
import { CollectionDateDialog } from './CollectionDateDialog';
import { mutedCss, rowCss } from './panelStyles';

export interface ApplicantChecklistProps {
  lead: Lead;
  applicant: LeadApplicant;
  save: LeadSave['save'];
  saving: boolean;
}

/** The selected applicant's vaccines and lab tests, with 'Mark All Complete' for applicants under 2. */
export function ApplicantChecklist({ lead, applicant, save, saving }: ApplicantChecklistProps) {
  const { t } = useTranslation(NS.staff);
  const [askingCollectionDate, setAskingCollectionDate] = useState(false);
  const { vaccines, lab_tests: labTests } = applicant.current_checklist;
  const allDone = [...vaccines, ...labTests].every((item) => item.status === 'done');

  const change = (list: ItemList) => ({
    onMarkReceived: (item: ChecklistItem) => {
      if (list === 'lab_tests' && item.key === QUANTIFERON_ITEM_KEY) setAskingCollectionDate(true);
      else void save(withApplicant(lead, applicant.uuid, (a) => withItem(a, list, item.key, { status: 'done' })));
    },
    onMarkPending: (item: ChecklistItem) => void save(withApplicant(lead, applicant.uuid, (a) => withItemPending(a, list, item.key))),
    onSecondDose: (item: ChecklistItem, date: string | null) =>
      void save(withApplicant(lead, applicant.uuid, (a) => withItem(a, list, item.key, { second_dose: date }))),
  });

  const saveCollectionDate = async (date: string) => {
    const saved = await save(
      withApplicant(lead, applicant.uuid, (a) => withItem(a, 'lab_tests', QUANTIFERON_ITEM_KEY, { status: 'done', collection_date: date })),
      t('applicants.collection.saved'),
    );
    if (saved) setAskingCollectionDate(false);
  };

  return (
    <div css={css({ display: 'grid', gap: theme.space(4), minWidth: 0 })}>
      {canMarkAllComplete(applicant.dob) ? (
        <div css={rowCss}>
          <Button onClick={() => void save(withApplicant(lead, applicant.uuid, withAllComplete))} disabled={saving || (applicant.is_all_complete && allDone)}>
            {t('applicants.checklist.markAllComplete')}
          </Button>
          {applicant.is_all_complete && allDone ? <p css={mutedCss}>{t('applicants.checklist.allComplete')}</p> : null}
        </div>
      ) : null}
      <ChecklistItems
        title={t('applicants.checklist.vaccines')}
        emptyText={t('applicants.checklist.noVaccines')}
        items={vaccines}
        saving={saving}
        {...change('vaccines')}
      />
      <ChecklistItems
        title={t('applicants.checklist.labTests')}
        emptyText={t('applicants.checklist.noLabTests')}
        items={labTests}
        saving={saving}
        {...change('lab_tests')}
      />
      {askingCollectionDate ? (
        <CollectionDateDialog saving={saving} onCancel={() => setAskingCollectionDate(false)} onSave={(date) => void saveCollectionDate(date)} />
      ) : null}
    </div>
  );
}
