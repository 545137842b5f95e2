import { fileNamePart } from '@clinic/contracts';

/**
 * The names of the generated PDFs. The platform client answers bodies only, so the browser names the
 * files itself, with the same parts as the server's names (contracts `fileNamePart`).
 */

type Person = { first_name: string; last_name: string };

const nameParts = (person: Person) => `${fileNamePart(person.last_name)}-${fileNamePart(person.first_name)}`;

/** `Chest-X-Ray-Order-Lopez-Maria.pdf`, as svc-core names it. */
export function xrayOrderFileName(person: Person): string {
  return `Chest-X-Ray-Order-${nameParts(person)}.pdf`;
}

/** `Invoice-Lopez-Maria.pdf` */
export function invoiceFileName(person: Person): string {
  return `Invoice-${nameParts(person)}.pdf`;
}
