import { PAYMENT_METHOD_WORDS, formatUsd, type ReceiptPaymentMethod } from '@clinic/contracts';
import { practiceNameInText, type PracticeContact } from '../practice-settings';
import { renderPdf } from './pdf';
import { INK, detailRows, pageFooter, paidLine, practiceHeader, sectionTitle } from './layout';

/** A receipt as issued; dates MM/DD/YYYY. */
export interface ReceiptData {
  /** The receipt number of the register. */
  number: string;
  /** R200, R220 or Custom. */
  templateName: string;
  issuedOn: string;
  client: { first_name: string; middle_name: string; last_name: string; email: string };
  office: { name: string; address: string; phone: string };
  appointmentDate: string;
  amountCents: number;
  paymentMethod: ReceiptPaymentMethod;
}

/** The receipt of an immigration medical exam: who paid, how much, how, for which appointment at which office. */
export function receiptPdf(practice: PracticeContact, data: ReceiptData): Promise<Buffer> {
  const client = [data.client.first_name, data.client.middle_name, data.client.last_name].filter((part) => part.trim()).join(' ');
  const amount = formatUsd(data.amountCents);
  return renderPdf({
    info: { title: `Receipt ${data.number}: ${data.client.last_name}, ${data.client.first_name}`, author: practice.practice_name },
    pageSize: 'LETTER',
    pageMargins: [40, 40, 40, 48],
    footer: pageFooter([practice.practice_name, `receipt ${data.number} (${data.templateName})`].filter(Boolean).join(' · ')),
    content: [
      ...practiceHeader(practice, 'Receipt', {
        table: {
          body: [
            [
              { text: 'Receipt No.', color: INK.muted },
              { text: data.number, bold: true },
            ],
            [{ text: 'Date issued', color: INK.muted }, data.issuedOn],
          ],
        },
        layout: 'noBorders',
      }),
      sectionTitle('Received from'),
      detailRows([
        ['Client', client],
        ['E-mail', data.client.email],
      ]),
      sectionTitle('For'),
      {
        table: {
          widths: ['*', 110],
          body: [
            [
              { text: 'Description', bold: true, fillColor: INK.shade },
              { text: 'Amount', bold: true, fillColor: INK.shade, alignment: 'right' },
            ],
            [
              {
                stack: [
                  'Immigration medical examination (Form I-693)',
                  { text: `Appointment ${data.appointmentDate} at ${data.office.name}`, color: INK.muted, fontSize: 9, margin: [0, 2, 0, 0] },
                  { text: `${data.office.address} · ${data.office.phone}`, color: INK.muted, fontSize: 9 },
                ],
              },
              { text: amount, alignment: 'right' },
            ],
            [
              { text: 'Total paid', bold: true, alignment: 'right' },
              { text: amount, bold: true, alignment: 'right', fontSize: 12 },
            ],
          ],
        },
        layout: {
          hLineWidth: (i: number) => (i === 0 ? 0 : 0.6),
          vLineWidth: () => 0,
          hLineColor: () => INK.rule,
          paddingTop: () => 6,
          paddingBottom: () => 6,
        },
      },
      paidLine([
        { text: 'Payment method: ', color: INK.muted },
        { text: PAYMENT_METHOD_WORDS[data.paymentMethod], bold: true },
      ]),
      {
        text: `Thank you for choosing ${practiceNameInText(practice)}. Keep this receipt for your records${practice.phone ? `; questions about it: ${practice.phone}` : ''}.`,
        color: INK.muted,
        fontSize: 9,
      },
    ],
  });
}
