import { promises as fs } from 'node:fs';
import {
  PDFArray,
  PDFCheckBox,
  PDFDict,
  PDFDocument,
  PDFDropdown,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFInvalidObject,
  PDFTextField,
  decodePDFRawStream,
  type PDFField,
} from '@cantoo/pdf-lib';
import { I693_EDITIONS, type FieldKind, type I693Edition } from './edition';

/*
 * The blank official Form I-693 the practice downloaded from USCIS (I693_FORM_PDF), read once at
 * start-up. USCIS publishes it encrypted with an owner password only (anyone may open it, changes
 * are "restricted") and with an XFA layer beside the AcroForm. @cantoo/pdf-lib, a maintained fork
 * of pdf-lib that reads encrypted files, opens it with the empty user password; the XFA layer is
 * dropped so every viewer shows the AcroForm values the practice fills. What is kept is the
 * decrypted blank, ready to be filled once per application (fill.ts).
 */

export class I693FormFileError extends Error {
  override name = 'I693FormFileError';
}

export interface OfficialI693Form {
  /** The edition found in the file and the mapping that fills it. */
  edition: I693Edition;
  /** The prepared blank: decrypted, without XFA, the conditionally locked fields unlocked. */
  blank: Uint8Array;
}

function kindOf(field: PDFField): FieldKind | undefined {
  if (field instanceof PDFTextField) return 'text';
  if (field instanceof PDFCheckBox) return 'check';
  if (field instanceof PDFDropdown) return 'select';
  return undefined;
}

/**
 * pdf-lib keeps only the last cross-reference section's trailer; in a linearized file such as
 * USCIS's the document information (title, author) is named by the first one. Put it back so the
 * filled form keeps its title.
 */
function restoreDocumentInfo(doc: PDFDocument, bytes: Uint8Array): void {
  if (doc.context.trailerInfo.Info) return;
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 4096)).toString('latin1');
  const match = /\/Info\s+(\d+)\s+(\d+)\s+R/.exec(head);
  if (!match) return;
  const ref = PDFRef.of(Number(match[1]), Number(match[2]));
  if (doc.context.lookup(ref) instanceof PDFDict) doc.context.trailerInfo.Info = ref;
}

/**
 * pdf-lib keeps every object it parsed, including the original file's structure: its linearization
 * dictionary, and its cross-reference streams, which it cannot read once decrypting (it keeps them
 * as raw bytes) and which name the encryption dictionary. Written out again they would make the
 * saved blank read as encrypted and linearized with stale offsets; they go, with what they name.
 */
function dropOriginalFileStructure(doc: PDFDocument): void {
  const stale: PDFRef[] = [];
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFDict && object.has(PDFName.of('Linearized'))) stale.push(ref);
    if (!(object instanceof PDFInvalidObject)) continue;
    const raw = new Uint8Array(object.sizeInBytes());
    object.copyBytesInto(raw, 0);
    const text = Buffer.from(raw).toString('latin1');
    if (!/\/Type\s*\/XRef\b/.test(text)) continue;
    stale.push(ref);
    const encrypt = /\/Encrypt\s+(\d+)\s+(\d+)\s+R/.exec(text);
    if (encrypt) stale.push(PDFRef.of(Number(encrypt[1]), Number(encrypt[2])));
  }
  for (const ref of stale) doc.context.delete(ref);
}

/** The XFA layer's parts (template, datasets…): name -> stream reference. */
function xfaParts(doc: PDFDocument): Map<string, PDFRef> {
  const parts = new Map<string, PDFRef>();
  const acroForm = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  const xfa = acroForm?.lookup(PDFName.of('XFA'));
  if (!(xfa instanceof PDFArray)) return parts;
  for (let i = 0; i + 1 < xfa.size(); i += 2) {
    const name = xfa.lookup(i);
    const ref = xfa.get(i + 1);
    if (ref instanceof PDFRef && name && 'decodeText' in name) parts.set((name as { decodeText(): string }).decodeText(), ref);
  }
  return parts;
}

/** The edition printed at the foot of the pages ("Form I-693 Edition 01/20/25"), as the XFA template writes it. */
function editionOf(doc: PDFDocument, parts: Map<string, PDFRef>): string | undefined {
  const ref = parts.get('template');
  const stream = ref && doc.context.lookup(ref);
  if (!(stream instanceof PDFRawStream)) return undefined;
  const template = Buffer.from(decodePDFRawStream(stream).decode()).toString('utf8');
  return /Edition\s+(\d{2}\/\d{2}\/\d{2})\b/.exec(template)?.[1];
}

/** The mapped fields the file lacks or has of another kind, as "name (expected kind)". */
function fieldProblems(doc: PDFDocument, edition: I693Edition): string[] {
  const fields = new Map(
    doc
      .getForm()
      .getFields()
      .map((field) => [field.getName(), field]),
  );
  const problems: string[] = [];
  for (const [name, rule] of Object.entries(edition.fields)) {
    const field = fields.get(name);
    if (!field) problems.push(`${name} (missing)`);
    else if (kindOf(field) !== rule.kind) problems.push(`${name} (not a ${rule.kind} field)`);
  }
  for (const name of edition.unlockedFields) if (!fields.has(name)) problems.push(`${name} (missing)`);
  return problems;
}

/**
 * Reads and prepares the blank official form at `path`. Refuses, naming what it found, a file that
 * is not a PDF, not a Form I-693, of an edition no mapping knows, or whose fields differ from its
 * edition's mapping.
 */
export async function loadOfficialI693(path: string, editions: readonly I693Edition[] = I693_EDITIONS): Promise<OfficialI693Form> {
  const where = `I693_FORM_PDF (${path})`;
  let bytes: Uint8Array;
  try {
    bytes = await fs.readFile(path);
  } catch (err) {
    throw new I693FormFileError(`${where} cannot be read: ${(err as Error).message}`);
  }
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { password: '', preserveXFA: true, updateMetadata: false });
  } catch (err) {
    throw new I693FormFileError(`${where} is not a PDF that can be opened without a password: ${(err as Error).message}`);
  }
  restoreDocumentInfo(doc, bytes);
  const title = doc.getTitle() ?? '';
  if (!/\bForm I-693\b/.test(title)) {
    throw new I693FormFileError(
      `${where} is not the USCIS Form I-693: its title is "${title || 'none'}". Download the blank form from https://www.uscis.gov/i-693.`,
    );
  }
  const parts = xfaParts(doc);
  const found = editionOf(doc, parts);
  const known = editions.map((e) => e.edition).join(', ');
  if (!found) throw new I693FormFileError(`${where} is a Form I-693 whose edition cannot be read; this version fills edition ${known}.`);
  const edition = editions.find((e) => e.edition === found);
  if (!edition) {
    throw new I693FormFileError(
      `${where} is Form I-693 edition ${found}; this version fills edition ${known}. A new edition needs its own field mapping (see README, "The official Form I-693").`,
    );
  }
  const problems = fieldProblems(doc, edition);
  if (problems.length > 0) {
    throw new I693FormFileError(
      `${where} is Form I-693 edition ${found}, but its fields differ from that edition's mapping: ${problems.slice(0, 10).join(', ')}${problems.length > 10 ? ` and ${problems.length - 10} more` : ''}.`,
    );
  }

  const form = doc.getForm();
  form.deleteXFA();
  for (const ref of parts.values()) doc.context.delete(ref);
  doc.catalog.delete(PDFName.of('NeedsRendering'));
  dropOriginalFileStructure(doc);
  for (const name of edition.unlockedFields) form.getField(name).disableReadOnly();
  return { edition, blank: await doc.save({ updateFieldAppearances: false }) };
}
