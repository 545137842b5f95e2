import { spawn } from 'node:child_process';
import path from 'node:path';
import { STAFF_ACCOUNT_MESSAGES as M, weakPasswordMessage, type LoginResponse } from '@clinic/contracts';
import { createKnex, createTestDatabase, createTestKeys, loadConfig, verifyToken, type Knex, type TestDatabase, type TestKeys } from '@clinic/server-kit';
import { verifyPassword } from '../modules/credentials/passwords';
import { login } from '../modules/auth/service';

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '..', '..', '..');
const CLI = path.join(ROOT, 'svc-core', 'src', 'cli', 'create-admin.ts');

let db: TestDatabase;
let knex: Knex;
let keys: TestKeys;
beforeAll(async () => {
  db = await createTestDatabase();
  knex = createKnex(db.url, { poolMax: 2 });
  keys = await createTestKeys();
});
afterAll(async () => {
  await knex?.destroy();
  await db?.drop();
  keys?.cleanup();
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the command as `npm run create-admin` does (tsx), with `input` on a piped (non-terminal) stdin. */
function createAdmin(input: string, args: string[] = [], env: Record<string, string | undefined> = { DATABASE_URL: db.url }): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: undefined, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

const lines = (...values: string[]) => `${values.join('\n')}\n`;
const STRONG = 'Harbor-Lantern-Quartz-81';

const adminCount = async () => Number((await knex('users').where({ is_admin: true, is_active: true }).count<{ n: string }[]>('* as n'))[0]!.n);

describe('npm run create-admin', () => {
  it('refuses a weak password on a fresh database (migrated first) and creates nothing', async () => {
    const run = await createAdmin(lines('first.admin', 'Ada', 'Lovelace', 'ada@example.com', 'password1234'));
    expect(run).toEqual({ code: 1, stdout: '', stderr: `create-admin: ${weakPasswordMessage('This is similar to a commonly used password.')}\n` });
    expect(await knex('users').count<{ n: string }[]>('* as n')).toEqual([{ n: '0' }]);
    const contains = await createAdmin(lines('first.admin', 'Ada', 'Lovelace', 'ada@example.com', 'first.admin-Quartz-81'));
    expect(contains).toMatchObject({ code: 1, stderr: `create-admin: ${M.passwordHasUsername}\n` });
  });

  it('creates the admin from five stdin lines and prints one line; the admin signs in', async () => {
    const run = await createAdmin(lines('first.admin', 'Ada', 'Lovelace', 'Ada@Example.com', STRONG));
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Created admin "first\.admin" \(id \d+, ada@example\.com\)\.\n$/);
    const row = await knex('users').where({ username: 'first.admin' }).first();
    expect(row).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      is_admin: true,
      is_staff: true,
      group: null,
      is_active: true,
      password_changed_at: expect.any(Date),
    });
    expect(await verifyPassword(row.password_hash, STRONG)).toBe(true);
    expect(JSON.stringify(row)).not.toContain(STRONG);
    expect(
      await knex('audit_log')
        .where({ entity: 'staff_account', entity_id: String(row.id), action: 'create' })
        .first(),
    ).toMatchObject({
      actor_user_id: null,
      client_ip: null,
      details: { username: 'first.admin', role: 'admin', via: 'create-admin', forced: false },
    });
    // As in production (STAFF_MFA=admins): the first admin signs in with the password, then must enrol in two-factor sign-in.
    const config = loadConfig({ DATA_DIR: keys.dataDir, STAFF_MFA: 'admins' });
    const signedIn = await login(
      { knex, config, signingKey: keys.signingKey, verifyKey: keys.verifyKey },
      { username: 'first.admin', password: STRONG },
      { clientIp: null },
    );
    expect(signedIn).toMatchObject({ user: { a: true, s: true, g: null }, two_factor_setup_required: true });
    expect(await verifyToken('staff', (signedIn as LoginResponse).token, keys.verifyKey)).toMatchObject({
      sub: String(row.id),
      a: true,
      tv: 0,
      sid: expect.any(String),
    });
  });

  it('refuses while an active admin exists, unless --force', async () => {
    const refused = await createAdmin(lines('second.admin', 'Grace', 'Hopper', 'grace@example.com', STRONG));
    expect(refused).toEqual({ code: 1, stdout: '', stderr: `create-admin: ${M.adminExists}\n` });
    expect(await adminCount()).toBe(1);
    const forced = await createAdmin(lines('second.admin', 'Grace', 'Hopper', 'grace@example.com', STRONG), ['--force']);
    expect(forced).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Created admin "second\.admin"/) });
    expect(await adminCount()).toBe(2);
    const taken = await createAdmin(lines('second.admin', 'Grace', 'Hopper', 'other@example.com', STRONG), ['--force']);
    expect(taken).toMatchObject({ code: 1, stderr: `create-admin: ${M.usernameTaken}\n` });
  });

  it('never takes the password from the command line or the environment', async () => {
    const argv = await createAdmin('', ['--password', STRONG]);
    expect(argv.code).toBe(2);
    expect(argv.stderr).toMatch(/^create-admin: unexpected argument/);
    expect(argv.stderr).not.toContain(STRONG);
    // A password in the environment is ignored: without the fifth line nothing is created.
    const env = await createAdmin(lines('third.admin', 'Alan', 'Turing', 'alan@example.com'), ['--force'], {
      DATABASE_URL: db.url,
      PASSWORD: STRONG,
      ADMIN_PASSWORD: STRONG,
    });
    expect(env).toMatchObject({ code: 2, stderr: 'create-admin: expected 5 lines on stdin (username, first name, last name, e-mail, password), got 4\n' });
    expect(await knex('users').where({ username: 'third.admin' }).first()).toBeUndefined();
  });

  it('checks the names and e-mail, and needs DATABASE_URL', async () => {
    const bad = await createAdmin(lines('Bad Name', 'Alan', '', 'not-an-email', STRONG), ['--force']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toBe(`create-admin: username: ${M.usernameFormat}; last_name: Enter the last name; email: Enter a valid e-mail address\n`);
    const noDb = await createAdmin(lines('third.admin', 'Alan', 'Turing', 'alan@example.com', STRONG), [], {});
    expect(noDb).toMatchObject({ code: 2, stderr: expect.stringContaining('DATABASE_URL is not set') });
  });
});
