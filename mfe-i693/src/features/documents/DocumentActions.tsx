import { css } from '@emotion/react';
import { Button, Dialog, theme } from '@clinic/platform';
import type { MenuItem } from '@clinic/platform/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { officeLabel, usDate } from '../applications/format';
import { CustomReceiptDialog } from './CustomReceiptDialog';
import type { useRowDocuments } from './useRowDocuments';

/**
 * A row's PDF, R200, R220 and CR menu items (back-office.md 2.4): enabled once the row has an office
 * and an appointment date; the PDF after a confirmation, CR through the Custom Receipt Amount dialog.
 */
export function useDocumentActions(name: string, documents: ReturnType<typeof useRowDocuments>) {
  const { t } = useTranslation(NS.staff);
  const [confirmPdf, setConfirmPdf] = useState(false);
  const [customOpen, setCustomOpen] = useState(false);
  const { ready, busy } = documents;
  const summary = { name, office: officeLabel(documents.office), date: usDate(documents.date) };
  const item = (key: 'pdf' | 'r200' | 'r220' | 'cr', onSelect: () => void): MenuItem => ({
    key,
    label: t(`documents.actions.${key}`),
    hint: ready ? t(`documents.tooltips.${key}`) : t('documents.needsAppointment'),
    disabled: !ready || busy !== null,
    opensDialog: key === 'pdf' || key === 'cr',
    onSelect,
  });
  const items = [
    item('pdf', () => setConfirmPdf(true)),
    item('r200', () => documents.receipt('200')),
    item('r220', () => documents.receipt('220')),
    item('cr', () => setCustomOpen(true)),
  ];

  const dialogs = (
    <>
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

  return { items, dialogs };
}
