import { css } from '@emotion/react';
import { formatPhone, type I693Application } from '@clinic/contracts';
import { Button, Dialog, Ltr, theme, visuallyHidden } from '@clinic/platform';
import { Checkbox, ConfirmDialog, Menu, type MenuItem } from '@clinic/platform/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { CopyEmail } from './CopyEmail';
import { linkButtonCss } from './controls';
import { useDocumentActions } from '../documents/DocumentActions';
import { DocumentAppointmentFields } from '../documents/DocumentAppointmentFields';
import { useRowDocuments } from '../documents/useRowDocuments';
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
/** One line on wide screens: what does not fit ends in an ellipsis (the whole text stays in the page and in the title). */
const line = css({ display: 'flex', alignItems: 'center', gap: theme.space(2), minWidth: 0, whiteSpace: 'nowrap' });
const clip = css({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
/**
 * The name whole, wrapping between its words (a word is cut only when it is wider than the column), with the
 * date of birth and the badge after it, each kept in one piece: one line for most names at 1280 px.
 */
const nameLine = css({ overflowWrap: 'break-word' });
const unbroken = css({ display: 'inline-block', whiteSpace: 'nowrap', marginInlineEnd: theme.space(2) });
const actionButton = css({ minHeight: '36px', paddingBlock: theme.space(1), paddingInline: theme.space(2), fontSize: theme.font.size.small });

type SendAction = 'review' | 'sms';

/** One application of the list, and its Edit Details panel under it while it is being edited. */
export function ApplicationRow(props: ApplicationRowProps) {
  const { application: app, today, selected, onSelect, editing, onToggleEdit, onOpenId, onSaved, onArchiveChanged, internalActions } = props;
  const { t } = useTranslation(NS.staff);
  const { busy, setActive, review, paymentSms } = useRowActions(app, onArchiveChanged);
  const documents = useRowDocuments(app);
  const name = fullName(app);
  const documentActions = useDocumentActions(name, documents);
  const [confirmArchive, setConfirmArchive] = useState(false);
  const [confirmSend, setConfirmSend] = useState<SendAction | null>(null);
  const panelId = `edit-${app.uuid}`;
  const updated = t('row.updated', { date: practiceDateTime(app.updated_on) });
  const updaterAndSubmitted = [
    app.last_updated_by ? t('row.updatedBy', { name: app.last_updated_by.name }) : '',
    t('row.submitted', { date: practiceDate(app.created_on) }),
  ]
    .filter(Boolean)
    .join(' · ');
  const appointment = t('row.appointment', { date: usDate(app.meta.appointment_date) || t('row.none') });

  const menuItems: MenuItem[] = [
    app.is_active
      ? { key: 'archive', label: t('actions.archive'), opensDialog: true, disabled: busy !== null, onSelect: () => setConfirmArchive(true) }
      : { key: 'unarchive', label: t('actions.unarchive'), disabled: busy !== null, onSelect: () => setActive(true) },
    ...(internalActions
      ? [
          ...documentActions.items,
          { key: 'review', label: t('actions.requestReview'), opensDialog: true, disabled: busy !== null, onSelect: () => setConfirmSend('review') },
          { key: 'sms', label: t('actions.paymentSms'), opensDialog: true, disabled: busy !== null, onSelect: () => setConfirmSend('sms') },
        ]
      : []),
  ];

  return (
    <>
      <tr data-testid="application-row" data-uuid={app.uuid} data-selected={selected || undefined}>
        <td>
          <Checkbox label={<span css={visuallyHidden}>{t('list.selectRow', { name })}</span>} checked={selected} onChange={(e) => onSelect(e.target.checked)} />
        </td>
        <td data-label={t('columns.name')}>
          <div>
            <strong css={nameLine}>{name}</strong> <span css={[muted, unbroken, css({ fontSize: '0.8125rem' })]}>{t('row.dob', { dob: usDate(app.dob) })}</span>
            <DosageBadge checks={app.meta.notes.pre_confirm_checks} today={today} />
          </div>
          <CopyEmail email={app.email} />
        </td>
        <td data-label={t('columns.aNumber')}>
          {app.a_number ? <Ltr css={css({ whiteSpace: 'nowrap' })}>A-{app.a_number}</Ltr> : <span css={muted}>{t('row.none')}</span>}
        </td>
        <td data-label={t('columns.files')}>
          <div css={line}>
            {(['front', 'back'] as const).map((side) => (
              <button
                key={side}
                type="button"
                css={linkButtonCss}
                aria-haspopup="dialog"
                aria-label={t(`row.id.${side}`)}
                disabled={!app.files[side]}
                onClick={() => onOpenId(side)}
              >
                {t(`row.idShort.${side}`)}
              </button>
            ))}
          </div>
        </td>
        <td data-label={t('columns.dates')}>
          <div data-testid="last-updated" css={[clip, css({ fontSize: '0.8125rem' })]} title={`${updated}\n${updaterAndSubmitted}`}>
            {updated}
            <br />
            <span css={muted}>{updaterAndSubmitted}</span>
          </div>
        </td>
        <td data-label={t('columns.template')}>
          {internalActions ? (
            <DocumentAppointmentFields
              name={name}
              office={documents.office}
              onOfficeChange={documents.setOffice}
              date={documents.date}
              onDateChange={documents.setDate}
            />
          ) : app.meta.appointment_date || app.meta.appointment_office ? (
            <span css={clip} title={`${appointment}, ${officeLabel(app.meta.appointment_office) || t('row.noOffice')}`}>
              {appointment}, {officeLabel(app.meta.appointment_office) || t('row.noOffice')}
            </span>
          ) : (
            <span css={muted}>{t('row.noAppointment')}</span>
          )}
        </td>
        <td data-label={t('columns.action')}>
          {/* Wraps only while the row is open for editing (Close edit is wider than Edit). */}
          <div css={[line, css({ flexWrap: 'wrap', rowGap: theme.space(1) })]}>
            <Button
              variant={editing ? 'primary' : 'secondary'}
              css={actionButton}
              aria-expanded={editing}
              aria-controls={editing ? panelId : undefined}
              onClick={onToggleEdit}
            >
              {editing ? t('actions.closeEdit') : t('actions.edit')}
            </Button>
            <Menu trigger={t('actions.menu')} label={t('actions.menuOf', { name })} items={menuItems} testId="row-actions" />
          </div>
          {documentActions.dialogs}
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
          <ConfirmDialog
            open={confirmSend !== null}
            title={confirmSend === 'sms' ? t('actions.paymentSms') : t('actions.requestReview')}
            confirmLabel={t('confirmSend.send')}
            cancelLabel={t('confirmSend.cancel')}
            testId="send-confirm"
            onCancel={() => setConfirmSend(null)}
            onConfirm={() => {
              setConfirmSend(null);
              if (confirmSend === 'sms') paymentSms();
              else review();
            }}
          >
            <p>
              {confirmSend === 'sms'
                ? app.phone
                  ? t('confirmSend.sms', { name, phone: formatPhone(app.phone) })
                  : t('confirmSend.smsNoPhone', { name })
                : t('confirmSend.review', { name, email: app.email })}
            </p>
          </ConfirmDialog>
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
