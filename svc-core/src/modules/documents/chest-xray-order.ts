import { usDateOfIso } from '@clinic/contracts';
import { orderingProvider, practiceNameInText, resultsChannels, type PracticeContact } from '../practice-settings';
import { lines, practiceHeader } from './layout';
import { renderPdf } from './pdf';

export interface ChestXrayOrderPatient {
  firstName: string;
  lastName: string;
  /** MM/DD/YYYY. */
  dob: string;
}

/**
 * The chest x-ray lab order the civil surgeon gives a client after a positive TB blood test: who, what
 * to image, why (with its ICD-10 code), and where the facility sends the images and the report.
 * `orderedOn` is the practice day (YYYY-MM-DD).
 */
export function chestXrayOrderPdf(practice: PracticeContact, patient: ChestXrayOrderPatient, orderedOn: string): Promise<Buffer> {
  const label = (text: string) => ({ text, bold: true, margin: [0, 0, 8, 4] as [number, number, number, number] });
  return renderPdf({
    info: { title: `Chest X-Ray Order: ${patient.lastName}, ${patient.firstName}`, author: practice.practice_name },
    pageSize: 'LETTER',
    pageMargins: [54, 54, 54, 54],
    content: [
      ...practiceHeader(practice, 'Chest X-Ray Order'),
      {
        table: {
          widths: [120, '*'],
          body: [
            [label('Patient'), `${patient.lastName}, ${patient.firstName}`],
            [label('Date of birth'), patient.dob],
            [label('Order date'), usDateOfIso(orderedOn)],
            [label('Exam'), 'Chest X-ray, PA (posteroanterior) view; lateral view if the radiologist finds it needed'],
            [label('Reason'), 'Immigration medical examination (USCIS Form I-693): positive TB blood test (IGRA)'],
            [label('Diagnosis code'), 'ICD-10 R76.12 (positive interferon-gamma release assay, no active tuberculosis)'],
            [label('Ordered by'), orderingProvider(practice)],
          ],
        },
        layout: 'noBorders',
        margin: [0, 0, 0, 18],
      },
      { text: 'For the imaging facility', bold: true, fontSize: 12, margin: [0, 0, 0, 4] },
      {
        ul: lines(
          resultsChannels(practice) && `Please send the images and the radiologist's report to ${practiceNameInText(practice)}: ${resultsChannels(practice)}.`,
          'The report must state the findings and whether they suggest tuberculosis.',
        ),
        margin: [0, 0, 0, 14],
      },
      { text: 'For the patient', bold: true, fontSize: 12, margin: [0, 0, 0, 4] },
      {
        ul: lines(
          'Bring this order and a photo ID to any imaging facility that takes walk-ins or appointments.',
          'Have the x-ray taken before your immigration medical appointment: the exam can be completed only with its report.',
          practice.phone && `Questions? Call us at ${practice.phone}.`,
        ),
      },
    ],
  });
}
