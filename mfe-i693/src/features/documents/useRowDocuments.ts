import { receiptFileName, type I693Application, type ReceiptType } from '@clinic/contracts';
import { isApiRequestError, saveBlob, notify, withLoading } from '@clinic/platform';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { fullName, usDate } from '../applications/format';
import { fetchCustomReceipt, fetchI693PdfLink, fetchReceipt, type DocumentAppointment } from './api';
import { downloadLink } from './download';

export type DocumentAction = 'pdf' | 'r200' | 'r220' | 'cr';

const RECEIPT_ACTION: Record<ReceiptType, DocumentAction> = { '200': 'r200', '220': 'r220' };

/** The server's message of a refusal (400, 404...), or `fallback` when no answer came. */
function failureText(err: unknown, fallback: string): string {
  return isApiRequestError(err) && err.status >= 400 && err.status < 500 ? err.message : fallback;
}

/**
 * A row's documents (back-office.md 2.4): the office and appointment date chosen for the row
 * (prefilled from the application's), and the PDF, R200, R220 and custom receipt actions, usable
 * once both are chosen. `busy` names the action in flight, so its button shows it.
 */
export function useRowDocuments(application: I693Application) {
  const { t } = useTranslation(NS.staff);
  const savedOffice = application.meta.appointment_office ?? '';
  const savedDate = application.meta.appointment_date ?? '';
  const [office, setOffice] = useState(savedOffice);
  /** YYYY-MM-DD, as the date input holds it. */
  const [date, setDate] = useState(savedDate);
  const [busy, setBusy] = useState<DocumentAction | null>(null);

  // A new saved appointment (the list reloaded) replaces what the row showed.
  useEffect(() => setOffice(savedOffice), [savedOffice]);
  useEffect(() => setDate(savedDate), [savedDate]);

  const ready = office !== '' && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const appointment: DocumentAppointment = { office, appointment_date: usDate(date) };
  const name = fullName(application);

  async function run(action: DocumentAction, work: () => Promise<void>) {
    if (!ready || busy) return;
    setBusy(action);
    try {
      await withLoading(work);
    } finally {
      setBusy(null);
    }
  }

  const generatePdf = () =>
    run('pdf', async () => {
      try {
        const { url } = await fetchI693PdfLink(application.uuid, appointment);
        downloadLink(url);
        notify(t('documents.messages.pdfReady', { name }), 'success');
      } catch (err) {
        notify(failureText(err, t('documents.messages.pdfFailed')), 'error');
      }
    });

  const receipt = (receiptType: ReceiptType) =>
    run(RECEIPT_ACTION[receiptType], async () => {
      try {
        const blob = await fetchReceipt(application.uuid, appointment, receiptType);
        saveBlob(blob, receiptFileName(receiptType, application, appointment.appointment_date));
        notify(t('documents.messages.receiptReady', { receipt: t(`documents.actions.${RECEIPT_ACTION[receiptType]}`), name }), 'success');
      } catch (err) {
        notify(failureText(err, t('documents.messages.receiptFailed')), 'error');
      }
    });

  /** The custom receipt of `dollars`; resolves true once it downloaded. */
  const customReceipt = async (dollars: number): Promise<boolean> => {
    let done = false;
    await run('cr', async () => {
      try {
        const blob = await fetchCustomReceipt({
          ...appointment,
          first_name: application.first_name,
          middle_name: application.middle_name,
          last_name: application.last_name,
          email: application.email,
          custom_amount: String(dollars),
        });
        saveBlob(blob, receiptFileName('custom', application, appointment.appointment_date));
        notify(t('documents.messages.customGenerated'), 'success');
        done = true;
      } catch {
        notify(t('documents.messages.customFailed'), 'error');
      }
    });
    return done;
  };

  return { office, setOffice, date, setDate, ready, busy, generatePdf, receipt, customReceipt };
}
