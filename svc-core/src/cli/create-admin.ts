/**
 * `npm run create-admin [-- --force]`: the first admin of a new installation (DESIGN.md 4: no demo
 * users in production; accounts are then managed by admins in the product).
 *
 * Asks for the username, first and last name and e-mail (prompts on a terminal, else five lines on
 * stdin: username, first name, last name, e-mail, password) and reads the password from a hidden
 * prompt (typed twice) or the fifth stdin line: never from the command line or the environment. The
 * password rule of every account applies. Refused while an active admin exists, unless --force.
 * Connects with DATABASE_URL and applies svc-core's migrations first. Prints one line: the result on
 * stdout (exit 0), or the reason on stderr (exit 1 refused, 2 wrong usage).
 */
import readline from 'node:readline';
import { staffAccountCreateSchema } from '@clinic/contracts';
import { AppError, createKnex, waitForDatabase } from '@clinic/server-kit';
import { migrateCore } from '../db/migrate';
import { createAdminWithPassword } from '../modules/staff-accounts';

const USAGE = [
  'Usage: npm run create-admin [-- --force]',
  '  Creates an admin account in the database of DATABASE_URL (migrating it first).',
  '  On a terminal it asks for username, first name, last name, e-mail and the password (hidden, twice);',
  '  otherwise it reads these five values as lines on stdin. The password is never taken from the',
  '  command line or the environment. --force adds an admin even when an active admin exists.',
].join('\n');

const FIELDS = ['username', 'first_name', 'last_name', 'email'] as const;
const LABELS: Record<(typeof FIELDS)[number], string> = { username: 'Username', first_name: 'First name', last_name: 'Last name', email: 'E-mail' };

class UsageError extends Error {}
class Cancelled extends Error {}

const identitySchema = staffAccountCreateSchema.omit({ role: true });

/** Reads one line typed on the terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  // Echo off before the prompt shows, so nothing typed after it is ever echoed.
  stdin.setRawMode(true);
  process.stderr.write(prompt);
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          finish();
          return resolve(value);
        }
        if (ch === '\u0003' || ch === '\u0004') {
          finish();
          return reject(new Cancelled('cancelled'));
        }
        if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('');
        else if (ch >= ' ') value += ch;
      }
    };
    stdin.setEncoding('utf8');
    stdin.resume();
    stdin.on('data', onData);
  });
}

async function askOnTerminal(): Promise<string[]> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  const ask = (question: string) => new Promise<string>((resolve) => rl.question(question, resolve));
  // Ctrl-C or Ctrl-D closes the interface: that cancels. (Only this listener is removed afterwards:
  // readline's own 'close' listener detaches it from stdin, which must happen before the hidden prompt.)
  let cancel: () => void = () => undefined;
  const closed = new Promise<never>((_, reject) => (cancel = () => reject(new Cancelled('cancelled'))));
  rl.once('close', cancel);
  const values: string[] = [];
  try {
    for (const field of FIELDS) values.push(await Promise.race([ask(`${LABELS[field]}: `), closed]));
  } finally {
    rl.off('close', cancel);
    rl.close();
  }
  const password = await askHidden('Password (not shown): ');
  if ((await askHidden('Password again: ')) !== password) throw new UsageError('the two passwords differ; nothing was created');
  return [...values, password];
}

/** Five lines of stdin; the password line is taken as typed (only its line break removed). */
async function readStdinLines(): Promise<string[]> {
  const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity, terminal: false });
  const lines: string[] = [];
  for await (const line of rl) {
    lines.push(line);
    if (lines.length === 5) break;
  }
  rl.close();
  if (lines.length < 5) throw new UsageError(`expected 5 lines on stdin (username, first name, last name, e-mail, password), got ${lines.length}`);
  return lines;
}

async function run(args: string[]): Promise<string> {
  if (args.includes('--help') || args.includes('-h')) return USAGE;
  // An unexpected argument is not echoed: it could be a password typed where it does not belong.
  if (args.some((a) => a !== '--force'))
    throw new UsageError('unexpected argument (the only option is --force; the password is never given on the command line)');
  const force = args.includes('--force');
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (!databaseUrl) throw new UsageError('DATABASE_URL is not set: point it at the PostgreSQL database of the installation');

  const [username, first_name, last_name, email, password] = process.stdin.isTTY ? await askOnTerminal() : await readStdinLines();
  const identity = identitySchema.safeParse({ username, first_name, last_name, email });
  if (!identity.success) throw new AppError(400, 'VALIDATION_ERROR', identity.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join('; '));

  const knex = createKnex(databaseUrl, { poolMax: 2 });
  try {
    await waitForDatabase(knex, { timeoutMs: 15_000 });
    await migrateCore(knex);
    const account = await createAdminWithPassword(knex, { ...identity.data, password: password! }, { force });
    return `Created admin "${account.username}" (id ${account.id}, ${account.email}).`;
  } finally {
    await knex.destroy();
  }
}

run(process.argv.slice(2)).then(
  (line) => {
    process.stdout.write(`${line}\n`);
    process.exit(0);
  },
  (err: unknown) => {
    const message = err instanceof AppError ? err.msg : err instanceof Error ? err.message : String(err);
    process.stderr.write(`create-admin: ${message.replace(/\s*\n\s*/g, ' ')}\n`);
    process.exit(err instanceof UsageError || err instanceof Cancelled ? 2 : 1);
  },
);
