import {
  IncrementalDocumentSnapshot,
  ParseSpeeds,
  PDFArray,
  PDFCheckBox,
  PDFDict,
  PDFDocument,
  PDFDropdown,
  PDFName,
  PDFRef,
  PDFTextField,
  StandardFonts,
  type PDFField,
  type PDFFont,
  type PDFObject,
} from '@cantoo/pdf-lib';
import { transliterate } from 'transliteration';
import type { PracticeContact } from '../../practice-settings';
import type { I693FormData } from '../i693-form';
import { formFacts } from './edition';
import type { OfficialI693Form } from './template';

/** The form's own type: Courier New Bold at 10 pt, smaller where a value would not fit its box. */
const FONT = StandardFonts.CourierBold;
const FONT_SIZE = 10;
const MIN_FONT_SIZE = 5;
const PADDING = 2;

/**
 * The text as the standard font can print it (Windows-1252: é, ñ, ü… stay as they are), other Latin
 * letters without their marks or in ASCII (ặ as a, Ł as L); undefined when the text has letters of
 * another script, which the civil surgeon then writes by hand rather than the form showing a
 * transliteration nobody chose.
 */
function printable(text: string, charset: ReadonlySet<number>): string | undefined {
  const encodable = (chars: string) => [...chars].every((c) => charset.has(c.codePointAt(0)!));
  let out = '';
  for (const char of text.normalize('NFC').replace(/\s+/g, ' ').trim()) {
    const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
    if (encodable(char)) out += char;
    else if (bare && encodable(bare)) out += bare;
    else if (/\p{Script=Latin}/u.test(char)) out += transliterate(char);
    else return undefined;
  }
  return out;
}

/** The largest size up to FONT_SIZE at which the text fits the field's first box, on one line or wrapped. */
function fittingSize(field: PDFTextField, text: string, font: PDFFont): number {
  const box = field.acroField.getWidgets()[0]!.getRectangle();
  const width = box.width - 2 * PADDING;
  const textWidth = font.widthOfTextAtSize(text, 1);
  if (!field.isMultiline()) return Math.max(MIN_FONT_SIZE, Math.min(FONT_SIZE, Math.floor((width / textWidth) * 10) / 10));
  for (let size = FONT_SIZE; size > MIN_FONT_SIZE; size -= 0.5) {
    const lines = Math.ceil((textWidth * size) / width);
    if (lines * size * 1.15 <= box.height - PADDING) return size;
  }
  return MIN_FONT_SIZE;
}

function fillText(field: PDFTextField, value: string, font: PDFFont, charset: ReadonlySet<number>): boolean {
  const text = printable(value, charset);
  if (!text) return false;
  // USCIS's limits serve its own data entry; a longer value is written whole, smaller, never cut.
  const maxLength = field.getMaxLength();
  if (maxLength !== undefined && text.length > maxLength) field.setMaxLength(undefined);
  field.setText(text);
  if (!field.isCombed()) field.setFontSize(fittingSize(field, text, font));
  field.updateAppearances(font);
  return true;
}

/** Fills one field; false when the value could not be written (text in another script, a choice the list lacks). */
function fillField(field: PDFField, value: string | boolean, font: PDFFont, charset: ReadonlySet<number>): boolean {
  if (field instanceof PDFTextField && typeof value === 'string') return fillText(field, value, font, charset);
  if (field instanceof PDFCheckBox && value === true) {
    field.check();
    return true;
  }
  if (field instanceof PDFDropdown && typeof value === 'string' && field.getOptions().includes(value)) {
    field.select(value);
    field.updateAppearances(font);
    return true;
  }
  return false;
}

/** A direct object copied all the way down (references stay references): what a field's dictionary held. */
function deepCopy(object: PDFObject, doc: PDFDocument): PDFObject {
  if (object instanceof PDFDict) {
    const copy = PDFDict.withContext(doc.context);
    for (const [key, value] of object.entries()) copy.set(key, deepCopy(value, doc));
    return copy;
  }
  if (object instanceof PDFArray) {
    const copy = PDFArray.withContext(doc.context);
    for (let i = 0; i < object.size(); i++) copy.push(deepCopy(object.get(i), doc));
    return copy;
  }
  return object;
}

/** Puts a dictionary back, in place, to what `saved` holds (its wrappers keep pointing at it). */
function restoreDict(live: PDFDict, saved: PDFDict, doc: PDFDocument): void {
  for (const key of live.keys()) live.delete(key);
  for (const [key, value] of saved.entries()) live.set(key, deepCopy(value, doc));
}

export interface FormFiller {
  fill(practice: PracticeContact, data: Pick<I693FormData, 'applicant' | 'vaccineInfo' | 'office'>): Promise<Buffer>;
}

/**
 * A filler of the official Form I-693 from the prepared blank: the applicant's parts, the practice
 * and office, the laboratory results and the vaccination record. Fields the practice's data does not
 * hold stay empty, and every field stays editable for the civil surgeon, who completes the
 * examination, signs and seals. Only filled fields get new appearances; the rest keep USCIS's.
 *
 * Parsing the blank takes most of the time (its 3,400 tagged-structure elements for screen readers),
 * so a filler parses it once. Each form is the blank's own bytes followed by an incremental update
 * (the PDF's standard way of changing a file, as signatures do) holding only the filled fields, their
 * appearances and the font. After writing a form the filler puts back in place everything filling
 * changed (every mapped field's and widget's dictionary and the form's own) and drops the objects it
 * added. Forms are filled one at a time. A test compares, byte for byte, a form filled after others
 * with the same form filled by a new filler: nothing of one applicant can remain in another's.
 */
export async function createFormFiller(template: OfficialI693Form): Promise<FormFiller> {
  const doc = await PDFDocument.load(template.blank, { parseSpeed: ParseSpeeds.Fastest, updateMetadata: false });
  const { pdfSize, prevStartXRef } = doc.context.pdfFileDetails;
  const lastBlankObject = doc.context.largestObjectNumber;
  const font = await doc.embedFont(FONT);
  const lastKeptObject = doc.context.largestObjectNumber;
  const charset = new Set(font.getCharacterSet());
  const form = doc.getForm();
  const fields = new Map(form.getFields().map((field) => [field.getName(), field]));
  const refOf = new Map<PDFObject, PDFRef>([...doc.context.enumerateIndirectObjects()].map(([ref, object]) => [object, ref]));
  const acroFormRef = doc.catalog.get(PDFName.of('AcroForm'));
  /** The object holding the form's dictionary, written with every form (it names the default font resources). */
  const formHolder = acroFormRef instanceof PDFRef ? acroFormRef : (doc.context.trailerInfo.Root as PDFRef);
  const touched = new Set<PDFDict>([form.acroForm.dict]);
  for (const name of Object.keys(template.edition.fields)) {
    const field = fields.get(name)!;
    touched.add(field.acroField.dict);
    for (const widget of field.acroField.getWidgets()) touched.add(widget.dict);
  }
  const saved = [...touched].map((dict) => [dict, deepCopy(dict, doc) as PDFDict] as const);

  function restore(): void {
    for (const [live, original] of saved) restoreDict(live, original, doc);
    for (const [ref] of doc.context.enumerateIndirectObjects()) if (ref.objectNumber > lastKeptObject) doc.context.delete(ref);
    doc.context.largestObjectNumber = lastKeptObject;
  }

  async function fillOne(practice: PracticeContact, data: Pick<I693FormData, 'applicant' | 'vaccineInfo' | 'office'>): Promise<Buffer> {
    try {
      const facts = formFacts(practice, data);
      const changed = new Set<number>([formHolder.objectNumber]);
      for (const [name, rule] of Object.entries(template.edition.fields)) {
        const value = rule.value(facts);
        if (value === undefined || value === '' || value === false) continue;
        const field = fields.get(name)!;
        if (!fillField(field, value, font, charset)) continue;
        for (const dict of [field.acroField.dict, ...field.acroField.getWidgets().map((w) => w.dict)]) {
          const ref = refOf.get(dict);
          if (ref) changed.add(ref.objectNumber);
        }
      }
      const update = new IncrementalDocumentSnapshot(lastBlankObject, changed, pdfSize, prevStartXRef, doc.context);
      return Buffer.concat([template.blank, await doc.saveIncremental(update, { objectsPerTick: Infinity })]);
    } finally {
      restore();
    }
  }

  let queue: Promise<unknown> = Promise.resolve();
  return {
    fill(practice, data) {
      const filled = queue.then(() => fillOne(practice, data));
      queue = filled.catch(() => undefined);
      return filled;
    },
  };
}
