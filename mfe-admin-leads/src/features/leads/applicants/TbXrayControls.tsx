import { css } from '@emotion/react';
import { XRAY_ORDER_MESSAGES, type Lead, type LeadApplicant } from '@clinic/contracts';
import { Button, notify, theme } from '@clinic/platform';
import { Checkbox, ConfirmDialog } from '@clinic/platform/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { sendXrayOrder } from '../api';
import { fullName, usDate } from '../format';
import { withApplicant, withTbPositive } from '../leadUpdate';
import type { LeadSave } from '../useLeadSave';
import { mutedCss, rowCss } from './panelStyles';

export interface TbXrayControlsProps {
  lead: Lead;
  applicant: LeadApplicant;
  save: LeadSave['save'];
  saving: boolean;
}

/** 'TB Test Positive?', 'X-Ray Normal?' and 'Send X-Ray Order Email': the X-ray ones only for a positive TB test. */
export function TbXrayControls({ lead, applicant, save, saving }: TbXrayControlsProps) {
  const { t } = useTranslation(NS.staff);
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const positive = applicant.is_tb_positive;

  const sendOrder = async () => {
    if (!applicant.dob) return;
    setSending(true);
    try {
      await sendXrayOrder({
        first_name: applicant.first_name,
        last_name: applicant.last_name,
        email: lead.email || applicant.email,
        dob: usDate(applicant.dob),
      });
      notify(XRAY_ORDER_MESSAGES.sent, 'success');
    } catch {
      notify(XRAY_ORDER_MESSAGES.failed, 'error');
    } finally {
      setSending(false);
    }
  };

  return (
    <div css={css({ display: 'grid', gap: theme.space(1) })}>
      <h3 css={css({ margin: 0, fontSize: theme.font.size.base })}>{t('applicants.tb.title')}</h3>
      <div css={[rowCss, css({ columnGap: theme.space(4) })]}>
        <Checkbox
          label={t('applicants.tb.tbPositive')}
          checked={positive}
          disabled={saving}
          onChange={(event) => void save(withApplicant(lead, applicant.uuid, (a) => withTbPositive(a, event.target.checked)))}
        />
        <Checkbox
          label={t('applicants.tb.xrayNormal')}
          checked={applicant.is_xray_normal}
          disabled={saving || !positive}
          onChange={(event) => void save(withApplicant(lead, applicant.uuid, (a) => ({ ...a, is_xray_normal: event.target.checked })))}
        />
        <Button variant="secondary" onClick={() => setConfirming(true)} aria-haspopup="dialog" disabled={!positive || !applicant.dob} busy={sending}>
          {sending ? t('applicants.tb.sendingXray') : t('applicants.tb.sendXray')}
        </Button>
      </div>
      {!positive ? <p css={[mutedCss, css({ fontSize: theme.font.size.small })]}>{t('applicants.tb.needsTbPositive')}</p> : null}
      {positive && !applicant.dob ? <p css={[mutedCss, css({ fontSize: theme.font.size.small })]}>{t('applicants.tb.needsDob')}</p> : null}
      <ConfirmDialog
        open={confirming}
        title={t('applicants.tb.sendXray')}
        confirmLabel={t('applicants.tb.confirmSend')}
        cancelLabel={t('applicants.tb.confirmCancel')}
        testId="send-confirm"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void sendOrder();
        }}
      >
        <p>{t('applicants.tb.confirmXray', { name: fullName(applicant), email: lead.email || applicant.email })}</p>
      </ConfirmDialog>
    </div>
  );
}
