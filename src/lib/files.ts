/** File name the picture is stored under: a time prefix keeps names unique within the folder. */
export function pictureFileName(original: string, now: number): string {
  const dot = original.lastIndexOf('.');
  const ext = dot > 0 ? original.slice(dot + 1).toLowerCase().replace(/[^a-z0-9]/g, '') : '';
  const base = (dot > 0 ? original.slice(0, dot) : original).replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '');
  return `${now}-${base || 'picture'}${ext ? `.${ext}` : ''}`;
}
