import path from 'node:path';
import { scriptOutput } from '../test-support';

/** The blank official form kept in the repository (USCIS Form I-693, edition 01/20/25; a public-domain US government form). */
export const BLANK_I693_FIXTURE = path.resolve(__dirname, '../../../../fixtures/uscis-i-693-edition-01-20-25.pdf');

/** A field as pdf.js reads it: its value (text, a list's choice, or a box's export value / 'Off') and whether it is read-only. */
export interface ReadField {
  value: string;
  readOnly: boolean;
}

/** The form fields of a PDF as Mozilla's pdf.js reads them: a reader independent of the pdf-lib that filled them. */
export function pdfFormFields(pdf: Buffer): Promise<Record<string, ReadField>> {
  const script = `
    const chunks = [];
    process.stdin.on('data', (c) => chunks.push(c));
    process.stdin.on('end', async () => {
      const pdfjs = await import(${JSON.stringify(require.resolve('pdfjs-dist/legacy/build/pdf.mjs'))});
      const doc = await pdfjs.getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 }).promise;
      const objects = (await doc.getFieldObjects()) ?? {};
      const fields = {};
      for (const [name, widgets] of Object.entries(objects)) {
        const field = widgets.find((w) => w.type);
        if (!field) continue;
        const value = Array.isArray(field.value) ? field.value.join(',') : String(field.value ?? '');
        fields[name] = { value, readOnly: widgets.every((w) => w.editable === false) };
      }
      await doc.destroy();
      process.stdout.write(JSON.stringify(fields));
    });`;
  return scriptOutput(script, pdf).then((out) => JSON.parse(out) as Record<string, ReadField>);
}

/** A box on a page in PDF points, from the bottom left (as the form's fields are placed). */
export interface PageBox {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * How much ink PDFium, the engine of Chromium's PDF viewer, draws inside each box when it renders
 * the pages with their form fields: the share of dark pixels, 0 to 1. Also throws when PDFium cannot
 * open the file.
 */
export function pdfiumInk(pdf: Buffer, boxes: readonly PageBox[]): Promise<{ pages: number; ink: number[] }> {
  const script = `
    const { PDFiumLibrary } = require(${JSON.stringify(require.resolve('@hyzyla/pdfium'))});
    const boxes = ${JSON.stringify(boxes)};
    const chunks = [];
    process.stdin.on('data', (c) => chunks.push(c));
    process.stdin.on('end', async () => {
      const library = await PDFiumLibrary.init();
      const doc = await library.loadDocument(new Uint8Array(Buffer.concat(chunks)));
      doc.initializeFormFields();
      const scale = 2;
      const ink = [];
      for (const box of boxes) {
        const page = doc.getPage(box.page - 1);
        const top = Math.round((page.getOriginalSize().originalHeight - box.y - box.height) * scale);
        const image = await page.render({ scale, render: 'bitmap', renderFormFields: true });
        let dark = 0, all = 0;
        for (let y = top; y < top + box.height * scale; y++) {
          for (let x = Math.round(box.x * scale); x < (box.x + box.width) * scale; x++) {
            const i = (y * image.width + x) * 4;
            all++;
            if (image.data[i] + image.data[i + 1] + image.data[i + 2] < 300) dark++;
          }
        }
        ink.push(dark / all);
      }
      const pages = doc.getPageCount();
      doc.destroy();
      library.destroy();
      process.stdout.write(JSON.stringify({ pages, ink }));
    });`;
  return scriptOutput(script, pdf).then((out) => JSON.parse(out) as { pages: number; ink: number[] });
}
