/**
 * The picture types the app stores (PNG, JPEG, GIF, WebP, AVIF, BMP): raster images only, since an
 * SVG can carry a script. storage.rules (pictureTypes) and scripts/storage-server.mjs (PICTURE_TYPES)
 * refuse any other; scripts/storage-server.test.mjs checks the three lists agree.
 */
export const PICTURE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp'];

/** Whether a file's type is one of PICTURE_TYPES. */
export function isPictureType(type: string): boolean {
  return PICTURE_TYPES.includes(type);
}

/**
 * File name the picture is stored under: a time prefix keeps names unique within the folder. At
 * most 13 + 1 + 100 + 1 + 10 characters, within FILE_NAME_MAX (src/lib/textLimits.ts).
 */
export function pictureFileName(original: string, now: number): string {
  const dot = original.lastIndexOf('.');
  const ext = dot > 0 ? original.slice(dot + 1).toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 10) : '';
  const base = (dot > 0 ? original.slice(0, dot) : original).replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 100);
  return `${now}-${base || 'picture'}${ext ? `.${ext}` : ''}`;
}
