import { initializeApp, getApp, getApps, type FirebaseApp } from 'firebase/app';
import { firebaseOptions } from './config';

export const firebaseApp: FirebaseApp = getApps().length ? getApp() : initializeApp(firebaseOptions);
