import type { Functions } from 'firebase/functions';
import { firebaseApp } from './app';
import { emulatorHosts, splitHost } from './config';

// The Cloud Functions client, loaded on first use (the screens that call a trusted command are
// lazy; the sign-in page never carries it): one instance per region, on the emulator locally.
const instances = new Map<string, Promise<Functions>>();

export function functionsIn(region: string): Promise<Functions> {
  let instance = instances.get(region);
  if (!instance) {
    instance = import('firebase/functions').then(({ connectFunctionsEmulator, getFunctions }) => {
      const functions = getFunctions(firebaseApp, region);
      if (emulatorHosts.enabled) {
        const { host, port } = splitHost(emulatorHosts.functions);
        connectFunctionsEmulator(functions, host, port);
      }
      return functions;
    });
    instances.set(region, instance);
  }
  return instance;
}
