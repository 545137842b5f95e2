import { orderingProvider, practiceNameInText, resultsChannels, type PracticeContact } from '../practice-settings';
import { renderPdf } from './pdf';
import { INK, detailRows, lines, pageFooter, practiceHeader, sectionTitle, usPhone } from './layout';

/** A prepaid lab order; dates MM/DD/YYYY. */
export interface LabRequisitionData {
  /** The order's reference (the payment's transaction id). */
  orderReference: string;
  orderedOn: string;
  /** The lab provider the payer chose, e.g. Quest Diagnostics. */
  labProvider: string;
  patient: { first_name: string; middle_name: string; last_name: string; dob: string; gender: string; phone: string; email: string };
  tests: readonly string[];
}

/**
 * The requisition a client takes to the lab provider they chose: the purchased tests, prepaid
 * through the practice, with the results sent to the civil surgeon.
 */
export function labRequisitionPdf(practice: PracticeContact, data: LabRequisitionData): Promise<Buffer> {
  const p = data.patient;
  const name = [p.last_name, [p.first_name, p.middle_name].filter((part) => part.trim()).join(' ')].join(', ');
  return renderPdf({
    info: { title: `Lab Requisition: ${p.last_name}, ${p.first_name}`, author: practice.practice_name },
    pageSize: 'LETTER',
    pageMargins: [40, 40, 40, 48],
    footer: pageFooter([practice.practice_name, `lab requisition ${data.orderReference}`].filter(Boolean).join(' · ')),
    content: [
      ...practiceHeader(practice, 'Laboratory Requisition', { text: [{ text: 'Order date ', color: INK.muted }, data.orderedOn], margin: [0, 8, 0, 0] }),
      detailRows([
        ['Performing laboratory', `${data.labProvider} (any patient service center)`],
        ['Order reference', data.orderReference],
        ['Ordering provider', orderingProvider(practice)],
        ['Reason', 'Immigration medical examination (USCIS Form I-693)'],
      ]),
      sectionTitle('Patient'),
      detailRows([
        ['Name', name],
        ['Date of birth', p.dob],
        ['Gender', p.gender ? p.gender[0]!.toUpperCase() + p.gender.slice(1) : ''],
        ['Phone', usPhone(p.phone)],
        ['E-mail', p.email],
      ]),
      sectionTitle('Tests ordered'),
      {
        table: {
          widths: [18, '*'],
          body: data.tests.map((test, i) => [
            { text: `${i + 1}.`, color: INK.muted },
            { text: test, bold: true },
          ]),
        },
        layout: 'noBorders',
      },
      sectionTitle('Billing and results'),
      {
        ul: lines(
          `Prepaid through ${practiceNameInText(practice)}: do not bill the patient or their insurance.`,
          resultsChannels(practice) && `Send the results to ${practiceNameInText(practice)}: ${resultsChannels(practice)}.`,
        ),
      },
      sectionTitle('For the patient'),
      {
        ul: lines(
          `Bring this requisition and a photo ID to a ${data.labProvider} patient service center.`,
          'Have the tests done before your immigration medical appointment: the exam is completed with their results.',
          practice.phone && `Questions? Call us at ${practice.phone}.`,
        ),
      },
    ],
  });
}
