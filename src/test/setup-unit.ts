import { vi } from 'vitest';
import { deleteApp, getApps } from 'firebase/app';

// The unit project runs its files one after another in each worker (vitest.config.ts: isolate
// false): each file starts from fresh app modules, so a module evaluated under one file's vi.mock
// (src/firebase/online.test.ts mocks firebase/firestore) is not what the next file imports, and
// from no Firebase app (src/firebase/firestore.ts initialises Firestore again, as in a new worker);
// packages in node_modules stay loaded. Timers, globals and env are as a new worker has them.
await Promise.all(getApps().map((app) => deleteApp(app)));
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
