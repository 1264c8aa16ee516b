// The rules project's global setup: the emulator's first rules load compiles firestore.rules cold
// (about 30 s on a loaded two-core machine, a few seconds afterwards), so one load is made here,
// before the files start, instead of inside the first files' beforeAll (whose 30 s hook timeout it
// nearly filled, and overran when two files started at once).
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { firestoreEmulator, readRules } from './env';

export default async function warmUp(): Promise<void> {
  // Without an emulator the files say so themselves (support/env.ts).
  if (!process.env.FIRESTORE_EMULATOR_HOST) return;
  const env = await initializeTestEnvironment({
    projectId: `rules-warm-up-${process.pid}`,
    firestore: { ...firestoreEmulator(), rules: readRules('firestore.rules') },
  });
  await env.cleanup();
}
