import { css } from '@emotion/react';
import type { Lead, LeadApplicant } from '@clinic/contracts';
import { Button, Dialog, notify, Spinner, theme, useCompactLayout } from '@clinic/platform';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { ANCHORS } from '../anchors';
import { PendingFilesCommunication } from '../communication/PendingFilesCommunication';
import { fullName } from '../format';
import { leadUpdate, withApplicant } from '../leadUpdate';
import { useLeadSave } from '../useLeadSave';
import { ApplicantCard } from './ApplicantCard';
import { newApplicant, type ApplicantFields } from './applicantChanges';
import { ApplicantChecklist } from './ApplicantChecklist';
import { ApplicantFiles } from './ApplicantFiles';
import { ApplicantForm } from './ApplicantForm';
import { I693Links } from './I693Links';
import { BackToApplicants, JumpButtons } from './JumpButtons';
import { cardCss, mutedCss, rowCss } from './panelStyles';
import { TbXrayControls } from './TbXrayControls';
import { useFailureText } from '../useFailureText';

export interface ApplicantsPanelProps {
  lead: Lead;
  onLeadChange: (lead: Lead) => void;
  reload: () => Promise<void>;
}

type FormTarget = { mode: 'add' } | { mode: 'edit'; uuid: string };

/**
 * 'Applicants - Checklist' of the lead detail: the applicant cards (archived ones on request), the
 * Add/Edit form, and for the selected applicant the checklist, TB and X-ray, the I-693 link, the
 * files and the Pending Files Communication. Every change saves the whole lead.
 */
export function ApplicantsPanel({ lead, onLeadChange, reload }: ApplicantsPanelProps) {
  const { t } = useTranslation(NS.staff);
  const failureText = useFailureText();
  const compact = useCompactLayout();
  const { save, saving } = useLeadSave(lead, onLeadChange);
  const [showArchived, setShowArchived] = useState(false);
  const [selectedUuid, setSelectedUuid] = useState<string | null>(null);
  const [form, setForm] = useState<FormTarget | null>(null);
  const [archiving, setArchiving] = useState<LeadApplicant | null>(null);

  const active = lead.applicants.filter((a) => a.is_active);
  const shown = showArchived ? lead.applicants : active;
  // The first active applicant unless another shown one was picked (a pick hidden by Hide Archived falls back).
  const selected = shown.find((a) => a.uuid === selectedUuid) ?? active[0] ?? shown[0] ?? null;
  const edited = form?.mode === 'edit' ? lead.applicants.find((a) => a.uuid === form.uuid) : undefined;

  const add = async (fields: ApplicantFields) => {
    const update = leadUpdate(lead);
    const saved = await save({ ...update, applicants: [...update.applicants, newApplicant(fields)] }, t('applicants.form.added'));
    if (!saved) {
      notify(failureText('applicants.form.addFailed'), 'error');
      return;
    }
    const added = saved.applicants.find((a) => !lead.applicants.some((known) => known.uuid === a.uuid));
    if (added) setSelectedUuid(added.uuid);
    setForm(null);
  };

  const edit = async (uuid: string, fields: ApplicantFields) => {
    const { first_name, middle_name, last_name, dob } = fields;
    const saved = await save(
      withApplicant(lead, uuid, (a) => ({ ...a, first_name, middle_name, last_name, dob })),
      t('applicants.form.updated'),
    );
    if (saved) setForm(null);
  };

  const setActive = async (applicant: LeadApplicant, isActive: boolean) => {
    const saved = await save(
      withApplicant(lead, applicant.uuid, (a) => ({ ...a, is_active: isActive })),
      t('applicants.archive.changed'),
    );
    if (!saved) notify(failureText('applicants.archive.failed'), 'error');
    setArchiving(null);
  };

  return (
    <section
      id={ANCHORS.applicants}
      tabIndex={-1}
      aria-labelledby={`${ANCHORS.applicants}-title`}
      css={css({ display: 'grid', gap: theme.space(4), minWidth: 0, '&:focus': { outline: 'none' } })}
    >
      <div css={[rowCss, css({ justifyContent: 'space-between' })]}>
        <h2 id={`${ANCHORS.applicants}-title`} css={css({ margin: 0, fontSize: theme.font.size.large })}>
          {t('applicants.title')}
        </h2>
        <div css={rowCss}>
          <Button variant="secondary" onClick={() => setShowArchived((v) => !v)}>
            {showArchived ? t('applicants.hideArchived') : t('applicants.showArchived')}
          </Button>
          <Button onClick={() => setForm({ mode: 'add' })} disabled={saving || form?.mode === 'add'}>
            {t('applicants.add')}
          </Button>
        </div>
      </div>
      {compact ? <JumpButtons /> : null}

      {shown.length === 0 ? (
        <p css={mutedCss}>{lead.applicants.length === 0 ? t('applicants.noApplicants') : t('applicants.allArchived')}</p>
      ) : (
        <ul
          aria-label={t('applicants.cards.listLabel')}
          css={css({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
            gap: theme.space(2),
          })}
        >
          {shown.map((applicant) => (
            <ApplicantCard
              key={applicant.uuid}
              applicant={applicant}
              selected={applicant.uuid === selected?.uuid}
              canArchive={active.length > 1}
              saving={saving}
              onSelect={() => setSelectedUuid(applicant.uuid)}
              onEdit={() => setForm({ mode: 'edit', uuid: applicant.uuid })}
              onI693Done={(done) => void save(withApplicant(lead, applicant.uuid, (a) => ({ ...a, is_i693_done: done })))}
              onArchive={() => setArchiving(applicant)}
              onEnable={() => void setActive(applicant, true)}
            />
          ))}
        </ul>
      )}

      {form?.mode === 'add' ? (
        <ApplicantForm key="add" leadEmail={lead.email} saving={saving} onCancel={() => setForm(null)} onSubmit={(fields) => void add(fields)} />
      ) : null}
      {edited ? (
        <ApplicantForm
          key={edited.uuid}
          applicant={edited}
          leadEmail={lead.email}
          saving={saving}
          onCancel={() => setForm(null)}
          onSubmit={(fields) => void edit(edited.uuid, fields)}
        />
      ) : null}

      {selected ? (
        <div css={css({ display: 'grid', gap: theme.space(4), minWidth: 0 })}>
          <div
            role="region"
            aria-label={t('applicants.banner.label')}
            css={css({
              position: 'sticky',
              top: 0,
              zIndex: 2,
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: theme.space(2),
              padding: `${theme.space(2)} ${theme.space(3)}`,
              borderRadius: theme.radius,
              background: theme.colors.infoBg,
              borderInlineStart: `4px solid ${theme.colors.primary}`,
              boxShadow: '0 2px 6px rgba(0,0,0,0.08)',
            })}
          >
            <span css={css({ fontWeight: 600 })}>{t('applicants.banner.label')}:</span>
            <strong data-testid="selected-applicant" css={css({ overflowWrap: 'anywhere', minWidth: 0 })}>
              {fullName(selected)}
            </strong>
            {saving ? <Spinner label={t('applicants.saving')} size={16} /> : null}
          </div>
          <section aria-label={t('applicants.checklist.label', { name: fullName(selected) })} css={[cardCss, css({ gap: theme.space(5) })]}>
            <ApplicantChecklist key={selected.uuid} lead={lead} applicant={selected} save={save} saving={saving} />
            <TbXrayControls lead={lead} applicant={selected} save={save} saving={saving} />
            <I693Links key={`i693-${selected.uuid}`} lead={lead} applicant={selected} saving={saving} reload={reload} />
          </section>
          <ApplicantFiles key={`files-${selected.uuid}`} leadUuid={lead.uuid} applicant={selected} reload={reload} />
          {/* Keyed: the reminder starts again from the newly selected applicant's missing items. */}
          <PendingFilesCommunication key={`pending-${selected.uuid}`} lead={lead} applicant={selected} />
          {compact ? <BackToApplicants /> : null}
        </div>
      ) : null}

      {archiving ? (
        <Dialog
          open
          onClose={() => setArchiving(null)}
          dismissible={!saving}
          title={t('applicants.archive.title')}
          actions={
            <>
              <Button variant="secondary" onClick={() => setArchiving(null)} disabled={saving}>
                {t('applicants.archive.cancel')}
              </Button>
              <Button variant="danger" onClick={() => void setActive(archiving, false)} busy={saving}>
                {t('applicants.archive.archive')}
              </Button>
            </>
          }
        >
          <p css={css({ margin: 0 })}>{t('applicants.archive.confirm', { name: fullName(archiving) })}</p>
        </Dialog>
      ) : null}
    </section>
  );
}
