import { css } from '@emotion/react';
import { Button, Dialog, theme } from '@clinic/platform';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { officeLabel, usDate } from '../format';
import { CustomReceiptDialog } from './CustomReceiptDialog';
import type { useRowDocuments } from './useRowDocuments';

export interface DocumentActionsProps {
  /** The applicant's name, as the dialogs say it. */
  name: string;
  documents: ReturnType<typeof useRowDocuments>;
  buttonCss: ReturnType<typeof css>;
}

/**
 * A row's PDF, R200, R220 and CR buttons (back-office.md 2.4): enabled once the row has an office
 * and an appointment date; the PDF after a confirmation, CR through the Custom Receipt Amount dialog.
 */
export function DocumentActions({ name, documents, buttonCss }: DocumentActionsProps) {
  const { t } = useTranslation(NS.staff);
  const hintId = useId();
  const [confirmPdf, setConfirmPdf] = useState(false);
  const [customOpen, setCustomOpen] = useState(false);
  const { ready, busy } = documents;
  const summary = { name, office: officeLabel(documents.office), date: usDate(documents.date) };
  const shared = { variant: 'secondary' as const, disabled: !ready, 'aria-describedby': ready ? undefined : hintId };

  return (
    <>
      <Button {...shared} css={buttonCss} title={t('documents.tooltips.pdf')} aria-haspopup="dialog" busy={busy === 'pdf'} onClick={() => setConfirmPdf(true)}>
        {t('documents.actions.pdf')}
      </Button>
      <Button {...shared} css={buttonCss} title={t('documents.tooltips.r200')} busy={busy === 'r200'} onClick={() => documents.receipt('200')}>
        {t('documents.actions.r200')}
      </Button>
      <Button {...shared} css={buttonCss} title={t('documents.tooltips.r220')} busy={busy === 'r220'} onClick={() => documents.receipt('220')}>
        {t('documents.actions.r220')}
      </Button>
      <Button {...shared} css={buttonCss} title={t('documents.tooltips.cr')} aria-haspopup="dialog" busy={busy === 'cr'} onClick={() => setCustomOpen(true)}>
        {t('documents.actions.cr')}
      </Button>
      {ready ? null : (
        <span id={hintId} css={css({ flexBasis: '100%', color: theme.colors.mutedText, fontSize: theme.font.size.small })}>
          {t('documents.needsAppointment')}
        </span>
      )}
      <Dialog
        open={confirmPdf}
        onClose={() => setConfirmPdf(false)}
        title={t('documents.pdfConfirm.title')}
        testId="pdf-confirm"
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirmPdf(false)}>
              {t('documents.pdfConfirm.cancel')}
            </Button>
            <Button
              onClick={() => {
                setConfirmPdf(false);
                void documents.generatePdf();
              }}
            >
              {t('documents.pdfConfirm.confirm')}
            </Button>
          </>
        }
      >
        <p css={css({ margin: 0 })}>{t('documents.pdfConfirm.question', summary)}</p>
        <p css={css({ marginBlockEnd: 0, color: theme.colors.mutedText })}>{t('documents.pdfConfirm.saved')}</p>
      </Dialog>
      <CustomReceiptDialog open={customOpen} summary={summary} busy={busy === 'cr'} onGenerate={documents.customReceipt} onClose={() => setCustomOpen(false)} />
    </>
  );
}
