// The embedded database's own process: PGlite on a data directory, driven by the API process over
// Node's IPC channel (pglite-process.ts is the other end and documents the messages). Plain
// JavaScript, so it starts on plain Node, bundled server or not, without the TypeScript loader.
//   node pglite-host.mjs DATA_DIR START_PARAMS_JSON
import { PGlite } from '@electric-sql/pglite';

const [dataDir, startParamsJson] = process.argv.slice(2);
if (!dataDir || !startParamsJson || !process.send) {
  console.error('usage: fork pglite-host.mjs DATA_DIR START_PARAMS_JSON (with an IPC channel)');
  process.exit(2);
}
/** To the API process; once it has gone, there is nobody to answer (the host is closing then). */
function send(message) {
  if (process.connected) process.send(message, undefined, {}, () => undefined);
}

const database = new PGlite(dataDir, { startParams: JSON.parse(startParamsJson) });
/** Open transactions by id: their PGlite handle, and how to end them. */
const transactions = new Map();
const stopListening = new Map();
let closing = null;

const keepText = (value) => value;
/** Parsers by the type ids they keep as text: drizzle asks for the same set with every query. */
const textParsersByTypes = new Map();

/** Column types read as text, as the API side asked (its parsers keep those values as they are). */
function textParsers(oids = []) {
  const key = oids.join();
  let parsers = textParsersByTypes.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(oids.map((oid) => [oid, keepText]));
    textParsersByTypes.set(key, parsers);
  }
  return parsers;
}

function errorFields(error) {
  const fields = { message: error instanceof Error ? error.message : String(error) };
  for (const key of ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity']) {
    if (error && typeof error === 'object' && typeof error[key] === 'string') fields[key] = error[key];
  }
  return fields;
}

function runner(message) {
  if (message.tx === undefined) return database;
  const open = transactions.get(message.tx);
  if (!open) throw new Error(`transaction ${message.tx} is not open`);
  return open.handle;
}

/** Ends a transaction the API side rolled back (or left open by going away). */
const ROLLED_BACK = new Error('rolled back');

/** Starts a transaction; answers once it is open, and settles when the API side ends it. */
function begin(id) {
  return new Promise((opened, failed) => {
    const settled = database.transaction(
      (handle) =>
        new Promise((commit, rollback) => {
          transactions.set(id, { handle, commit, rollback, settled });
          opened(undefined);
        }),
    );
    settled.then(
      () => transactions.delete(id),
      (error) => {
        transactions.delete(id);
        failed(error);
      },
    );
  });
}

async function close() {
  closing ??= (async () => {
    for (const open of transactions.values()) open.rollback(ROLLED_BACK);
    for (const stop of stopListening.values()) await stop();
    await database.close();
  })();
  return closing;
}

const operations = {
  query: (message) =>
    runner(message).query(message.sql, message.params, {
      rowMode: message.rowMode,
      parsers: textParsers(message.textTypes),
    }),
  exec: (message) => runner(message).exec(message.sql),
  begin: (message) => begin(message.id),
  /** Commits (or rolls back) and answers once PGlite has finished the transaction. */
  async end(message) {
    const open = transactions.get(message.tx);
    if (!open) throw new Error(`transaction ${message.tx} is not open`);
    if (message.commit) open.commit(undefined);
    else open.rollback(ROLLED_BACK);
    try {
      await open.settled;
    } catch (error) {
      if (error !== ROLLED_BACK) throw error;
    }
  },
  async listen(message) {
    if (stopListening.has(message.channel)) return;
    const stop = await database.listen(message.channel, (payload) =>
      send({ op: 'notify', channel: message.channel, payload }),
    );
    stopListening.set(message.channel, stop);
  },
  async unlisten(message) {
    const stop = stopListening.get(message.channel);
    stopListening.delete(message.channel);
    await stop?.();
  },
  close,
};

process.on('message', (message) => {
  const operation = operations[message.op];
  Promise.resolve()
    .then(() => (operation ? operation(message) : Promise.reject(new Error(`unknown op ${message.op}`))))
    .then(
      (value) =>
        send({
          id: message.id,
          ok: true,
          value: message.op === 'query' || message.op === 'exec' ? value : null,
        }),
      (error) => send({ id: message.id, ok: false, error: errorFields(error) }),
    )
    .then(() => {
      if (message.op === 'close') process.exit(0);
    });
});

// The API process ends this one: by `close`, or by going away (its IPC channel closes). A signal to
// the whole process group (Ctrl-C) reaches both; this one waits for the API to close it, so the
// data directory is closed cleanly after the API's last write.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => undefined);
process.on('disconnect', () => {
  void close().finally(() => process.exit(0));
});

await database.waitReady;
send({ op: 'ready' });
