import { spawn } from 'node:child_process';

/**
 * What a Node script prints when given `input` on its standard input, run in a plain Node process:
 * the PDF readers of the tests (pdf.js, PDFium) load workers or WebAssembly with dynamic imports,
 * which jest's module sandbox cannot run.
 */
export function scriptOutput(script: string, input: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(Buffer.concat(out).toString('utf8')) : reject(new Error(`the script failed: ${Buffer.concat(err).toString('utf8')}`)),
    );
    child.stdin.end(input);
  });
}
