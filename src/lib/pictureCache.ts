/** The service worker's cache of Storage pictures (vite.config.ts); sign-out deletes it. */
export const PICTURE_CACHE = 'storage-pictures';
