'use strict';
/**
 * Child process that owns the embedded database: one PGlite instance served to `pg` clients on
 * 127.0.0.1. Started by startEmbeddedDatabase() (database.ts) over an IPC channel: it answers
 * {type:'ready', port} or {type:'error', message}, stops cleanly on {type:'stop'} or SIGTERM/SIGINT,
 * and also when its parent goes away (IPC disconnect). Plain CommonJS so it runs under bare `node`,
 * outside any test sandbox or TypeScript loader.
 *
 * PGlite is one PostgreSQL session, so connections take turns. The unit of a turn is a whole
 * protocol exchange of one connection: a simple Query, or an extended-protocol group Parse/Bind/
 * Describe/Execute up to its Sync, run back to back with nothing from another connection in
 * between (their unnamed statements and portals would overwrite each other otherwise).
 * @electric-sql/pglite-socket's multiplexer schedules single messages instead, and under load two
 * connections' groups interleave ("portal does not exist"), which is why this server exists.
 * While a connection has an explicit transaction open (or a group paused at Flush) only that
 * connection is served; the others wait their turn, which is the transaction rule of database.ts.
 */
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const dataPath = process.env.EMBEDDED_DB_PATH || '';
const port = Number(process.env.EMBEDDED_DB_PORT || 0);
const maxConnections = Number(process.env.EMBEDDED_DB_MAX_CONNECTIONS || 100);

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

let db;
let server;
let stopping;
const connections = new Set();

function send(message) {
  if (process.connected) process.send(message);
}

function log(message) {
  process.stderr.write(`embedded database: ${message}\n`);
}

const ROLLING_BACK = { closed: true };

/** Units of work from all connections, run one at a time; `owner` holds the session between units. */
const scheduler = {
  queue: [],
  owner: null,
  running: false,

  push(unit) {
    this.queue.push(unit);
    void this.run();
  },

  next() {
    if (this.owner) {
      const i = this.queue.findIndex((u) => u.conn === this.owner);
      return i === -1 ? undefined : this.queue.splice(i, 1)[0];
    }
    return this.queue.shift();
  },

  async run() {
    if (this.running) return;
    this.running = true;
    try {
      for (let unit = this.next(); unit; unit = this.next()) {
        const { conn, messages, keepsSession } = unit;
        if (conn.closed) continue;
        try {
          await db.runExclusive(async () => {
            for (const message of messages) {
              await db.execProtocolRawStream(message, { onRawData: (data) => conn.write(data) });
            }
          });
        } catch (err) {
          log(`protocol error, closing the connection: ${err && err.message ? err.message : err}`);
          conn.destroy();
        }
        if (!conn.closed) {
          this.owner = keepsSession || db.isInTransaction() ? conn : null;
        } else if (this.owner !== ROLLING_BACK) {
          // It disconnected during its turn: roll back whatever it opened.
          this.owner = db.isInTransaction() ? conn : null;
          await this.release(conn);
        }
      }
    } finally {
      this.running = false;
    }
  },

  /** A connection went away: drop its pending work and roll back what it left open. */
  async release(conn) {
    this.queue = this.queue.filter((u) => u.conn !== conn);
    if (this.owner !== conn) return;
    // Nobody is served until the rollback is done (no connection matches this owner).
    this.owner = ROLLING_BACK;
    if (db.isInTransaction()) {
      // db.exec takes PGlite's lock itself (runExclusive around it would deadlock).
      await db.exec('ROLLBACK').catch((err) => log(`rollback failed: ${err.message}`));
    }
    this.owner = null;
    void this.run();
  },
};

class Connection {
  constructor(socket) {
    this.socket = socket;
    this.buffer = Buffer.alloc(0);
    this.started = false;
    this.pending = [];
    this.closed = false;
    socket.setNoDelay(true);
    socket.on('data', (chunk) => this.receive(chunk));
    socket.on('error', () => this.destroy());
    socket.on('close', () => this.destroy());
  }

  write(data) {
    if (!this.closed && data.length > 0) this.socket.write(Buffer.from(data));
  }

  destroy() {
    if (this.closed) return;
    this.closed = true;
    connections.delete(this);
    this.socket.destroy();
    void scheduler.release(this);
  }

  receive(chunk) {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    while (!this.closed) {
      if (!this.started) {
        if (this.buffer.length < 8) return;
        const length = this.buffer.readInt32BE(0);
        if (this.buffer.length < length) return;
        const code = this.buffer.readInt32BE(4);
        const message = this.buffer.subarray(0, length);
        this.buffer = this.buffer.subarray(length);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          this.socket.write('N');
        } else if (code === CANCEL_REQUEST) {
          this.destroy();
        } else {
          this.started = true;
          scheduler.push({ conn: this, messages: [new Uint8Array(message)], keepsSession: false });
        }
        continue;
      }
      if (this.buffer.length < 5) return;
      const length = 1 + this.buffer.readInt32BE(1);
      if (this.buffer.length < length) return;
      const type = String.fromCharCode(this.buffer[0]);
      const message = new Uint8Array(this.buffer.subarray(0, length));
      this.buffer = this.buffer.subarray(length);
      if (type === 'X') {
        this.destroy();
        return;
      }
      this.pending.push(message);
      // Q: simple query; S: end of an extended group; H: flush, the client waits for output mid-group.
      if (type === 'Q' || type === 'S' || type === 'H') {
        scheduler.push({ conn: this, messages: this.pending, keepsSession: type === 'H' });
        this.pending = [];
      }
    }
  }
}

function stop(code) {
  stopping ??= (async () => {
    try {
      const closed = server ? new Promise((resolve) => server.close(() => resolve())) : Promise.resolve();
      for (const conn of [...connections]) conn.destroy();
      await closed;
      // Let the rollbacks of connections that were inside a transaction finish.
      for (let waited = 0; (scheduler.owner || scheduler.running) && waited < 5000; waited += 10) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      if (db && !db.closed) await db.close();
    } catch (err) {
      log(`error while stopping: ${err && err.stack ? err.stack : err}`);
      code = 1;
    }
    process.exit(code);
  })();
  return stopping;
}

function templatePath() {
  const pkg = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const { version } = JSON.parse(fs.readFileSync(pkg, 'utf8'));
  return path.join(os.tmpdir(), `clinic-pglite-${version}-template.tar`);
}

/**
 * A fresh in-memory PGlite takes seconds to initialise (initdb), so the first one saves its empty
 * cluster as a template in the temp folder and later ones load that copy (well under a second).
 */
async function createInMemory(PGlite, extensions) {
  const template = templatePath();
  if (fs.existsSync(template)) {
    try {
      return await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(template)]), extensions });
    } catch {
      fs.rmSync(template, { force: true });
    }
  }
  const fresh = await PGlite.create({ extensions });
  try {
    const dump = await fresh.dumpDataDir('none');
    const tmp = `${template}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(tmp, template);
  } catch (err) {
    log(`could not save the template (${err && err.message}); continuing`);
  }
  return fresh;
}

/** The contrib extensions the migrations create, as a real PostgreSQL has them (trigram search, gist on plain types). */
async function contribExtensions() {
  const [{ pg_trgm }, { btree_gist }] = await Promise.all([import('@electric-sql/pglite/contrib/pg_trgm'), import('@electric-sql/pglite/contrib/btree_gist')]);
  return { pg_trgm, btree_gist };
}

async function main() {
  const { PGlite } = await import('@electric-sql/pglite');
  const extensions = await contribExtensions();
  if (dataPath) fs.mkdirSync(dataPath, { recursive: true });
  db = dataPath ? await PGlite.create(dataPath, { extensions }) : await createInMemory(PGlite, extensions);
  server = net.createServer((socket) => {
    if (stopping || connections.size >= maxConnections) {
      socket.destroy();
      return;
    }
    connections.add(new Connection(socket));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  send({ type: 'ready', port: server.address().port });
}

process.on('message', (message) => {
  if (message && message.type === 'stop') void stop(0);
});
process.on('disconnect', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
// Ctrl-C reaches the whole process group: with a parent, let it stop the services first and then
// send 'stop', so nothing they still write is lost.
process.on('SIGINT', () => {
  if (!process.connected) void stop(0);
});

main().catch((err) => {
  send({ type: 'error', message: err && err.message ? err.message : String(err) });
  void stop(1);
});
