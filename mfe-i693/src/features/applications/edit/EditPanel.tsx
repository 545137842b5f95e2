import { css } from '@emotion/react';
import { practiceDay, showsGonorrhea, type I693Application, type StaffVaccineInfo } from '@clinic/contracts';
import { Button, isApiRequestError, mq, notify, theme, withLoading } from '@clinic/platform';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateApplication } from '../api';
import { NS } from '../../../texts';
import { ErrorsDialog } from '../ErrorsDialog';
import { AddressSection } from './AddressSection';
import { ChecklistLabsNote } from './ChecklistDone';
import { ContactSection } from './ContactSection';
import { formOf, patchOf, refusalMessages, saveProblems, type EditForm } from './editForm';
import { GonorrheaSection } from './GonorrheaSection';
import { IdSection } from './IdSection';
import { PersonSection } from './PersonSection';
import { QuantiferonSection } from './QuantiferonSection';
import { SyphilisSection } from './SyphilisSection';
import { VaccineGrid } from './VaccineGrid';

export interface EditPanelProps {
  application: I693Application;
  /** The application as saved: the row shows it (last updated, updater). */
  onSaved: (application: I693Application) => void;
  onClose: () => void;
}

/**
 * The Edit Details panel under a row (back-office.md 2.5): the applicant's data, labs and vaccine
 * table. Save checks everything first and lists every problem in the Error(s) dialog; the server's
 * refusals (400 `reasons`) are listed the same way.
 */
export function EditPanel({ application, onSaved, onClose }: EditPanelProps) {
  const { t } = useTranslation(NS.staff);
  const titleId = useId();
  const [form, setForm] = useState<EditForm>(() => formOf(application));
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const today = practiceDay();

  const update = (change: Partial<EditForm>) => setForm((current) => ({ ...current, ...change }));
  const updateInfo = (change: Partial<StaffVaccineInfo>) => setForm((current) => ({ ...current, vaccine: { ...current.vaccine, ...change } }));

  const save = async () => {
    const found = saveProblems(form, { today, appointmentDate: application.meta.appointment_date });
    if (found.length > 0) return setProblems(found);
    setSaving(true);
    try {
      const saved = await withLoading(updateApplication(application.uuid, patchOf(form)));
      setForm(formOf(saved));
      onSaved(saved);
      notify(t('messages.saved'), 'success');
    } catch (err) {
      if (isApiRequestError(err) && err.status === 400) setProblems(refusalMessages(err));
      else notify(isApiRequestError(err) ? err.message : t('messages.saveFailed'), 'error');
    } finally {
      setSaving(false);
    }
  };

  const saveButton = (
    <Button onClick={save} busy={saving}>
      {t('edit.save')}
    </Button>
  );

  return (
    <section
      aria-labelledby={titleId}
      data-testid="edit-panel"
      css={css({
        display: 'grid',
        gap: theme.space(4),
        padding: theme.space(4),
        background: theme.colors.surface,
        borderRadius: theme.radius,
        [mq.mobile]: { padding: theme.space(2) },
      })}
    >
      <div css={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(2) })}>
        <h2 id={titleId} css={css({ margin: 0, fontSize: theme.font.size.large })}>
          {t('edit.title', { last: application.last_name, first: application.first_name })}
        </h2>
        <div css={css({ display: 'flex', gap: theme.space(2) })}>
          {saveButton}
          <Button variant="secondary" onClick={onClose}>
            {t('edit.close')}
          </Button>
        </div>
      </div>
      <ContactSection form={form} update={update} />
      <PersonSection form={form} update={update} originalDob={application.dob} />
      <IdSection form={form} update={update} />
      <AddressSection form={form} update={update} />
      <ChecklistLabsNote done={application.checklist_done} />
      <QuantiferonSection info={form.vaccine} updateInfo={updateInfo} today={today} />
      <SyphilisSection info={form.vaccine} updateInfo={updateInfo} today={today} />
      {showsGonorrhea(form.dob, today) ? <GonorrheaSection info={form.vaccine} updateInfo={updateInfo} today={today} /> : null}
      <VaccineGrid grid={form.vaccine.vaccine_grid} onChange={(vaccine_grid) => updateInfo({ vaccine_grid })} checklistDone={application.checklist_done} />
      <div css={css({ display: 'flex', justifyContent: 'flex-end' })}>{saveButton}</div>
      <ErrorsDialog messages={problems} onClose={() => setProblems([])} />
    </section>
  );
}
