import path from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/** pdfmake's own Roboto (it covers Latin, Greek and Cyrillic names); the only local files it may read. */
const FONT_DIR = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

type Pdfmake = typeof import('pdfmake');
let pdfmakeReady: Promise<Pdfmake> | undefined;

/** pdfmake, loaded on the first PDF rather than at start-up (a restarted svc-core answers sooner). */
function loadPdfmake(): Promise<Pdfmake> {
  return (pdfmakeReady ??= import('pdfmake').then(({ default: pdfmake }) => {
    pdfmake.setFonts({
      Roboto: {
        normal: path.join(FONT_DIR, 'Roboto-Regular.ttf'),
        bold: path.join(FONT_DIR, 'Roboto-Medium.ttf'),
        italics: path.join(FONT_DIR, 'Roboto-Italic.ttf'),
        bolditalics: path.join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
      },
    });
    pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(`${FONT_DIR}${path.sep}`));
    pdfmake.setUrlAccessPolicy(() => false);
    return pdfmake;
  }));
}

/** A PDF made by pdfmake from a document definition; it fetches nothing and reads only its fonts. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  const pdfmake = await loadPdfmake();
  return pdfmake.createPdf({ ...definition, defaultStyle: { font: 'Roboto', fontSize: 10, ...definition.defaultStyle } }).getBuffer();
}
