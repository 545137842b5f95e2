import { spawn } from 'node:child_process';

/**
 * The text of a PDF, extracted by pdf-parse in a plain Node process: its pdf.js loads its worker
 * with a dynamic import, which jest's module sandbox cannot run.
 */
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
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out).toString('utf8')) : reject(new Error(`pdf-parse failed: ${Buffer.concat(err).toString('utf8')}`))));
    child.stdin.end(pdf);
  });
}
