import { css } from '@emotion/react';
import type { I693Application } from '@clinic/contracts';
import { Button, Dialog, theme } from '@clinic/platform';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../texts';
import { CopyEmail } from './CopyEmail';
import { Checkbox, linkButtonCss, visuallyHidden } from './controls';
import { DocumentActions } from './documents/DocumentActions';
import { DocumentAppointmentFields } from './documents/DocumentAppointmentFields';
import { useRowDocuments } from './documents/useRowDocuments';
import { DosageBadge } from './DosageBadge';
import { EditPanel } from './edit/EditPanel';
import { fullName, officeLabel, practiceDate, practiceDateTime, usDate } from './format';
import type { IdSide } from './IdDocumentDrawer';
import { COLUMN_COUNT } from './tableLayout';
import { useRowActions } from './useRowActions';

export interface ApplicationRowProps {
  application: I693Application;
  /** The practice's calendar day, for the Dosage Pending badge. */
  today: string;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  editing: boolean;
  onToggleEdit: () => void;
  onOpenId: (side: IdSide) => void;
  onSaved: (application: I693Application) => void;
  /** After an archive or unarchive: the application leaves the list it was in. */
  onArchiveChanged: () => void;
  /** The actions external staff do not get: PDF, receipts, review requests and payment SMS. */
  internalActions: boolean;
}

const muted = css({ color: theme.colors.mutedText, fontSize: theme.font.size.small });
const stack = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: theme.space(1) });
const actionButton = css({ minHeight: '36px', paddingBlock: theme.space(1), paddingInline: theme.space(3), fontSize: theme.font.size.small });

/** One application of the list, and its Edit Details panel under it while it is being edited. */
export function ApplicationRow(props: ApplicationRowProps) {
  const { application: app, today, selected, onSelect, editing, onToggleEdit, onOpenId, onSaved, onArchiveChanged, internalActions } = props;
  const { t } = useTranslation(NS.staff);
  const { busy, setActive, review, paymentSms } = useRowActions(app, onArchiveChanged);
  const documents = useRowDocuments(app);
  const [confirmArchive, setConfirmArchive] = useState(false);
  const name = fullName(app);
  const panelId = `edit-${app.uuid}`;

  return (
    <>
      <tr data-testid="application-row" data-uuid={app.uuid} data-selected={selected || undefined}>
        <td>
          <Checkbox label={<span css={visuallyHidden}>{t('list.selectRow', { name })}</span>} checked={selected} onChange={(e) => onSelect(e.target.checked)} />
        </td>
        <td data-label={t('columns.name')}>
          <div css={stack}>
            <strong>{name}</strong>
            <span css={muted}>{t('row.dob', { dob: usDate(app.dob) })}</span>
            <CopyEmail email={app.email} />
            <DosageBadge checks={app.meta.notes.pre_confirm_checks} today={today} />
          </div>
        </td>
        <td data-label={t('columns.aNumber')}>{app.a_number ? <span css={css({ whiteSpace: 'nowrap' })}>A-{app.a_number}</span> : <span css={muted}>{t('row.none')}</span>}</td>
        <td data-label={t('columns.files')}>
          <div css={stack}>
            {(['front', 'back'] as const).map((side) => (
              <button key={side} type="button" css={linkButtonCss} aria-haspopup="dialog" disabled={!app.files[side]} onClick={() => onOpenId(side)}>
                {t(`row.id.${side}`)}
              </button>
            ))}
          </div>
        </td>
        <td data-label={t('columns.dates')}>
          <div css={stack}>
            <span>{t('row.submitted', { date: practiceDate(app.created_on) })}</span>
            <span data-testid="last-updated">
              {app.last_updated_by ? t('row.updatedBy', { date: practiceDateTime(app.updated_on), name: app.last_updated_by.name }) : t('row.updated', { date: practiceDateTime(app.updated_on) })}
            </span>
          </div>
        </td>
        <td data-label={t('columns.template')}>
          {internalActions ? (
            <DocumentAppointmentFields name={name} office={documents.office} onOfficeChange={documents.setOffice} date={documents.date} onDateChange={documents.setDate} />
          ) : app.meta.appointment_date || app.meta.appointment_office ? (
            <div css={stack}>
              <span>{t('row.appointment', { date: usDate(app.meta.appointment_date) || t('row.none') })}</span>
              <span>{officeLabel(app.meta.appointment_office) || t('row.noOffice')}</span>
            </div>
          ) : (
            <span css={muted}>{t('row.noAppointment')}</span>
          )}
        </td>
        <td data-label={t('columns.action')}>
          <div css={css({ display: 'flex', flexWrap: 'wrap', gap: theme.space(1) })}>
            <Button variant={editing ? 'primary' : 'secondary'} css={actionButton} aria-expanded={editing} aria-controls={editing ? panelId : undefined} onClick={onToggleEdit}>
              {editing ? t('actions.closeEdit') : t('actions.edit')}
            </Button>
            {app.is_active ? (
              <Button variant="secondary" css={actionButton} busy={busy === 'archive'} onClick={() => setConfirmArchive(true)}>
                {t('actions.archive')}
              </Button>
            ) : (
              <Button variant="secondary" css={actionButton} busy={busy === 'archive'} onClick={() => setActive(true)}>
                {t('actions.unarchive')}
              </Button>
            )}
            {internalActions ? (
              <>
                <DocumentActions name={name} documents={documents} buttonCss={actionButton} />
                <Button variant="secondary" css={actionButton} busy={busy === 'review'} onClick={review}>
                  {t('actions.requestReview')}
                </Button>
                <Button variant="secondary" css={actionButton} busy={busy === 'sms'} onClick={paymentSms}>
                  {t('actions.paymentSms')}
                </Button>
              </>
            ) : null}
          </div>
          <Dialog
            open={confirmArchive}
            onClose={() => setConfirmArchive(false)}
            title={t('archive.title')}
            testId="archive-confirm"
            actions={
              <>
                <Button variant="secondary" onClick={() => setConfirmArchive(false)}>
                  {t('archive.cancel')}
                </Button>
                <Button
                  variant="danger"
                  onClick={() => {
                    setConfirmArchive(false);
                    setActive(false);
                  }}
                >
                  {t('archive.confirm')}
                </Button>
              </>
            }
          >
            <p css={css({ margin: 0 })}>{t('archive.question', { name })}</p>
          </Dialog>
        </td>
      </tr>
      {editing ? (
        <tr data-edit-row>
          <td colSpan={COLUMN_COUNT} id={panelId}>
            <EditPanel application={app} onSaved={onSaved} onClose={onToggleEdit} />
          </td>
        </tr>
      ) : null}
    </>
  );
}
