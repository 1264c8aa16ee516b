import { describe, expect, it } from 'vitest';
import { REQUIRED_FIREBASE_SETTINGS, missingFirebaseSettings } from './config';

const complete = {
  VITE_FIREBASE_API_KEY: 'AIzaSyExample',
  VITE_FIREBASE_AUTH_DOMAIN: 'shop-mn.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'shop-mn',
  VITE_FIREBASE_STORAGE_BUCKET: 'shop-mn.appspot.com',
  VITE_FIREBASE_APP_ID: '1:1234:web:abcd',
};

describe('missingFirebaseSettings', () => {
  it('is empty when every required setting has a value', () => {
    expect(missingFirebaseSettings(complete)).toEqual([]);
  });

  it('names every required setting of an empty environment, in the order of .env.example', () => {
    expect(missingFirebaseSettings({})).toEqual([...REQUIRED_FIREBASE_SETTINGS]);
  });

  it('counts blank values and the placeholders of .env.example as missing', () => {
    expect(
      missingFirebaseSettings({
        ...complete,
        VITE_FIREBASE_API_KEY: '  ',
        VITE_FIREBASE_PROJECT_ID: 'your-project-id',
        VITE_FIREBASE_AUTH_DOMAIN: undefined,
      }),
    ).toEqual(['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_PROJECT_ID']);
  });

  it('does not require the messaging sender id (no Cloud Messaging)', () => {
    expect(REQUIRED_FIREBASE_SETTINGS).not.toContain('VITE_FIREBASE_MESSAGING_SENDER_ID');
  });
});
