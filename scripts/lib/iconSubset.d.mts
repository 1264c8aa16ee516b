import type { Plugin } from 'vite';

/** Vite plugin: the production build's icon font and CSS hold only the icons the app uses. */
export function iconSubset(): Plugin;
