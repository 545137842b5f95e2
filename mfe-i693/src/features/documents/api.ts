import type { CustomReceiptParams, I693FormPdfLink, ReceiptType } from '@clinic/contracts';
import { api } from '@clinic/platform';

/** The list's document calls (back-office.md 7). Failures reject with the platform's ApiRequestError. */

/** The office (code) and appointment date (MM/DD/YYYY) a document is made for. */
export interface DocumentAppointment {
  office: string;
  appointment_date: string;
}

/** Generates the I-693 PDF (saving the office and date on the application); answers a short-lived download link. */
export function fetchI693PdfLink(uuid: string, appointment: DocumentAppointment): Promise<I693FormPdfLink> {
  return api.call('GET /i693-application/:id/file/i693/pdf/', { params: { id: uuid }, query: { ...appointment } });
}

/** The R200 or R220 receipt of an application's client, as a PDF. */
export function fetchReceipt(uuid: string, appointment: DocumentAppointment, receiptType: ReceiptType): Promise<Blob> {
  return api.call('GET /i693-application/:id/receipt', { params: { id: uuid }, query: { ...appointment, receipt_type: receiptType }, responseType: 'blob' });
}

/** A receipt of a custom amount (or of its template's when none is given), as a PDF. */
export function fetchCustomReceipt(params: CustomReceiptParams): Promise<Blob> {
  return api.call('GET /i693-application/receipt/custom/', { query: { ...params }, responseType: 'blob' });
}
