import { scriptOutput } from '../../documents/test-support';

/** The text of a PDF, extracted by pdf-parse. */
export function pdfText(pdf: Buffer): Promise<string> {
  const script = `
    const { PDFParse } = require(${JSON.stringify(require.resolve('pdf-parse'))});
    const chunks = [];
    process.stdin.on('data', (c) => chunks.push(c));
    process.stdin.on('end', async () => {
      const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
      const { text } = await parser.getText();
      await parser.destroy();
      process.stdout.write(text);
    });`;
  return scriptOutput(script, pdf);
}
