// Storage is kept out of the sign-in bundle: only screens that upload pictures import this module.
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { firebaseApp } from './app';
import { emulatorHosts, splitHost } from './config';

export const storage: FirebaseStorage = getStorage(firebaseApp);

if (emulatorHosts.enabled) {
  const storageHost = splitHost(emulatorHosts.storage);
  connectStorageEmulator(storage, storageHost.host, storageHost.port);
}
