/*
 * How the practice's data is written into the official form's fields: the form's own conventions
 * (digits-only numbers, MM/DD/YYYY, a unit type box beside the unit number, the A-number on nine
 * cells), and nothing inferred beyond them. A value that does not follow a pattern these read is left
 * out rather than guessed at.
 */

/** `MM/DD/YYYY` of a stored `YYYY-MM-DD` date; '' when unset or not a date. */
export function formDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
}

/** The ten digits of a US phone number in any common format (a leading country code 1 dropped); '' otherwise. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? digits : '';
}

/**
 * The A-number on the form's nine cells: digits only, with zeros in front of a shorter number as
 * USCIS's instructions ask (A-12345678 is written 012345678); '' when there is none.
 */
export function aNumberCells(aNumber: string): string {
  const digits = aNumber.replace(/\D/g, '');
  return digits && digits.length <= 9 ? digits.padStart(9, '0') : '';
}

/** The five-digit ZIP code of a ZIP or ZIP+4; '' otherwise. */
export function zip5(zip: string): string {
  return /^\d{5}(-?\d{4})?$/.test(zip.trim()) ? zip.trim().slice(0, 5) : '';
}

export type UnitType = 'apt' | 'ste' | 'flr';

export interface Unit {
  type: UnitType;
  number: string;
}

const UNIT_WORDS: ReadonlyArray<[RegExp, UnitType]> = [
  [/^(?:apartment|apt|unit|#)\.?\s*#?\s*/i, 'apt'],
  [/^(?:suite|ste)\.?\s*#?\s*/i, 'ste'],
  [/^(?:floor|flr|fl)\.?\s*#?\s*/i, 'flr'],
];

/**
 * The unit of an address line as the form asks for it: its type (Apt., Ste. or Flr.) and number. A
 * bare number is an apartment: the applicant typed it into "Apartment Number". Undefined when empty.
 */
export function unitOf(text: string): Unit | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  for (const [word, type] of UNIT_WORDS) {
    if (word.test(trimmed)) {
      const number = trimmed.replace(word, '').trim();
      return number ? { type, number } : undefined;
    }
  }
  return { type: 'apt', number: trimmed };
}

export interface UsAddress {
  street: string;
  unit?: Unit;
  city: string;
  state: string;
  zip: string;
}

/**
 * An office address as the offices list writes it, "street[, unit], city, ST 12345", split into
 * the form's lines; undefined for any other shape, so nothing is put on a wrong line.
 */
export function splitUsAddress(address: string): UsAddress | undefined {
  const parts = address.split(',').map((part) => part.trim());
  if (parts.length < 3 || parts.length > 4 || parts.some((part) => !part)) return undefined;
  const stateZip = /^([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(parts[parts.length - 1]!);
  if (!stateZip) return undefined;
  const city = parts[parts.length - 2]!;
  if (parts.length === 3) return { street: parts[0]!, city, state: stateZip[1]!, zip: zip5(stateZip[2]!) };
  const unit = unitOf(parts[1]!);
  if (!unit || !UNIT_WORDS.some(([word]) => word.test(parts[1]!))) return undefined;
  return { street: parts[0]!, unit, city, state: stateZip[1]!, zip: zip5(stateZip[2]!) };
}

export interface PersonName {
  family: string;
  given: string;
  middle: string;
}

/**
 * A civil surgeon's name as the settings list it ("Dr. Given [Middle…] Family[, MD]"): the title and
 * the credentials after a comma left out, the last word the family name, the first the given name.
 * Undefined for a single word, which cannot be split without guessing.
 */
export function splitPersonName(fullName: string): PersonName | undefined {
  const words = fullName
    .split(',')[0]!
    .trim()
    .replace(/^(?:dr|doctor)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length < 2) return undefined;
  return { given: words[0]!, middle: words.slice(1, -1).join(' '), family: words[words.length - 1]! };
}
