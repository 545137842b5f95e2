import { formatUsd } from '@clinic/contracts';
import type { PracticeContact } from '../practice-settings';
import { renderPdf } from './pdf';
import { BLANK, INK, detailRows, pageFooter, paidLine, practiceHeader, sectionTitle, usPhone } from './layout';

/** A paid lab order's invoice; dates MM/DD/YYYY. */
export interface InvoiceData {
  invoiceNumber: string;
  issuedOn: string;
  paidOn: string;
  payer: { name: string; email: string; phone: string };
  /** Each test with its price at ordering time (null when the order kept no price for it). */
  lines: ReadonlyArray<{ name: string; amountCents: number | null }>;
  totalCents: number;
  /** How it was paid, e.g. "Card (Stripe)". */
  paidWith: string;
  labProvider: string;
}

/** The invoice of a paid lab order: the tests, their amounts, the total and when it was paid. */
export function invoicePdf(practice: PracticeContact, data: InvoiceData): Promise<Buffer> {
  const amountCell = (cents: number | null) => ({ text: cents === null ? BLANK : formatUsd(cents), alignment: 'right' as const });
  return renderPdf({
    info: { title: `Invoice ${data.invoiceNumber}: ${data.payer.name}`, author: practice.practice_name },
    pageSize: 'LETTER',
    pageMargins: [40, 40, 40, 48],
    footer: pageFooter([practice.practice_name, `invoice ${data.invoiceNumber}`].filter(Boolean).join(' · ')),
    content: [
      ...practiceHeader(practice, 'Invoice', {
        table: {
          body: [
            [
              { text: 'Invoice No.', color: INK.muted },
              { text: data.invoiceNumber, bold: true },
            ],
            [{ text: 'Date issued', color: INK.muted }, data.issuedOn],
            [{ text: 'Date paid', color: INK.muted }, data.paidOn],
          ],
        },
        layout: 'noBorders',
      }),
      sectionTitle('Bill to'),
      detailRows([
        ['Name', data.payer.name],
        ['E-mail', data.payer.email],
        ['Phone', usPhone(data.payer.phone)],
      ]),
      sectionTitle('Laboratory tests'),
      {
        table: {
          headerRows: 1,
          widths: [18, '*', 100],
          body: [
            [
              { text: '#', bold: true, fillColor: INK.shade },
              { text: 'Test', bold: true, fillColor: INK.shade },
              { text: 'Amount', bold: true, fillColor: INK.shade, alignment: 'right' },
            ],
            ...data.lines.map((line, i) => [{ text: `${i + 1}`, color: INK.muted }, line.name, amountCell(line.amountCents)]),
            [{ text: '' }, { text: 'Total', bold: true, alignment: 'right' }, { ...amountCell(data.totalCents), bold: true, fontSize: 12 }],
          ],
        },
        layout: {
          hLineWidth: (i: number) => (i === 0 ? 0 : 0.6),
          vLineWidth: () => 0,
          hLineColor: () => INK.rule,
          paddingTop: () => 5,
          paddingBottom: () => 5,
        },
      },
      paidLine([
        { text: 'Paid with: ', color: INK.muted },
        { text: data.paidWith, bold: true },
        { text: `   Laboratory: `, color: INK.muted },
        data.labProvider,
      ]),
      { text: `Thank you for your order.${practice.phone ? ` Questions about this invoice: ${practice.phone}.` : ''}`, color: INK.muted, fontSize: 9 },
    ],
  });
}
