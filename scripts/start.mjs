// `npm start` [-- --fresh]: Firebase emulators + demo data + the Vite dev server, all local.
// Data persists in .emulator-data/ between runs (exported on Ctrl-C); --fresh wipes and reseeds.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed-data.mjs';
import { startStack } from './lib/stack.mjs';

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--fresh');
if (unknown.length) {
  console.error(`Unknown option(s): ${unknown.join(' ')}\nUsage: npm start [-- --fresh]`);
  process.exit(2);
}
const fresh = args.includes('--fresh');

let stack;
let stopping = false;
const startup = new AbortController();
async function shutdown(signal) {
  if (stopping) {
    console.log('Still stopping (saving the emulator data) ...');
    return;
  }
  stopping = true;
  console.log(`\n${signal}: stopping; saving Auth and Firestore data to .emulator-data/ ...`);
  if (!stack) {
    startup.abort(); // startStack stops what it has started and rejects; see below
    return;
  }
  try {
    await stack.stop();
    console.log('Stopped.');
    process.exit(0);
  } catch (err) {
    console.error(`Stopping failed: ${err.message}`);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGHUP', () => void shutdown('SIGHUP'));

console.log(`Starting the local stack${fresh ? ' with fresh demo data' : ''} ...`);
try {
  stack = await startStack({ mode: 'dev', fresh, app: 'dev', signal: startup.signal });
} catch (err) {
  if (startup.signal.aborted) {
    console.log('Stopped.');
    process.exit(130);
  }
  console.error(`\nCould not start the local stack:\n${err.message}`);
  process.exit(1);
}

const pad = (s, n) => s + ' '.repeat(Math.max(0, n - [...s].length));
const emailWidth = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length), 5) + 2;
const roleWidth = Math.max(...DEMO_ACCOUNTS.map((a) => a.role.length), 4) + 2;
const lines = [
  '',
  `Ready: ${stack.urls.app}`,
  stack.seeded ? '(fresh demo data was seeded)' : '(data kept from the last run; `npm start -- --fresh` reseeds)',
  '',
  `${pad('Email', emailWidth)}${pad('Role', roleWidth)}Password`,
  `${'-'.repeat(emailWidth - 2)}  ${'-'.repeat(roleWidth - 2)}  ${'-'.repeat(DEMO_PASSWORD.length)}`,
  ...DEMO_ACCOUNTS.map((a) => `${pad(a.email, emailWidth)}${pad(a.role, roleWidth)}${a.password}`),
  '',
  `Emulators: Auth ${stack.hosts.auth}, Firestore ${stack.hosts.firestore}, ` +
    `Storage ${stack.hosts.storage} (${stack.storage === 'emulator' ? 'official emulator' : 'local storage server'})`,
  `Password-reset and other email links: ${stack.urls.oobCodes}`,
  '  (they are also printed here as "[firebase] To reset the password ...")',
  'Logs: .stack/firebase-dev.log, .stack/vite-dev.log. Ctrl-C stops everything and saves the data.',
  '',
];
console.log(lines.join('\n'));
