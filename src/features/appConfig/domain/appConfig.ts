/**
 * The customer mobile app's configuration (docs/reports.md): appConfigs/banner (one picture)
 * and appConfigs/intros (the onboarding slides). Pure functions only: what the documents look like,
 * the slide list operations of the /app-admin editor, validation, and which stored files a save
 * leaves unused.
 */
import { APP_CONFIGS, BANNER_ID, INTROS_ID, storedSlide, toBanner, toIntroSlides, type Banner, type IntroSlide } from '../../../entities/appConfig/appConfig';

// The documents, their mappers and writes are the appConfig entity's.
export { APP_CONFIGS, BANNER_ID, INTROS_ID, storedSlide, toBanner, toIntroSlides, type Banner, type IntroSlide };

/** Storage folder of the banner picture, 'configs/app' (docs/data-model.md). */
export const BANNER_FOLDER = 'configs/app';
/** Storage folder of the slides' pictures. */
export const INTROS_FOLDER = 'configs/intros';
/** Most slides the app shows; the rules refuse a longer list too. */
export const MAX_SLIDES = 10;
/** Longest slide title and body (firestore.rules, appConfigs slideOk, repeats them). */
export const TITLE_MAX = 100;
export const BODY_MAX = 500;

/** A slide in the editor: the stored fields plus a newly chosen picture and a stable key. */
export interface SlideDraft extends IntroSlide {
  key: string;
  /** A new picture replacing picName/picUrl when saved. */
  file: File | null;
}

export type SlideField = 'title' | 'body' | 'picture';
export type SlideProblem = 'titleRequired' | 'titleTooLong' | 'bodyRequired' | 'bodyTooLong' | 'pictureRequired';
export type SlideErrors = Partial<Record<SlideField, SlideProblem>>;

/** The editor's copy of the stored list; keys follow the position, so the same list gives the same keys. */
export function toDrafts(slides: readonly IntroSlide[]): SlideDraft[] {
  return slides.map((s, i) => ({ ...s, key: `saved-${i}`, file: null }));
}

export function emptySlide(key: string): SlideDraft {
  return { key, title: '', body: '', picName: null, picUrl: null, file: null };
}

/** Adds an empty slide at the end; unchanged when the list is full. */
export function addSlide(list: readonly SlideDraft[], key: string): SlideDraft[] {
  return list.length >= MAX_SLIDES ? [...list] : [...list, emptySlide(key)];
}

export function updateSlide(list: readonly SlideDraft[], key: string, patch: Partial<Omit<SlideDraft, 'key'>>): SlideDraft[] {
  return list.map((s) => (s.key === key ? { ...s, ...patch } : s));
}

export function removeSlide(list: readonly SlideDraft[], key: string): SlideDraft[] {
  return list.filter((s) => s.key !== key);
}

/** Moves a slide one place up (-1) or down (+1); unchanged at the edges or for an unknown key. */
export function moveSlide(list: readonly SlideDraft[], key: string, step: -1 | 1): SlideDraft[] {
  const from = list.findIndex((s) => s.key === key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** Problems of one slide: title and body required (and not too long), a picture (stored or new) required. */
export function slideErrors(slide: SlideDraft): SlideErrors {
  const errors: SlideErrors = {};
  const title = slide.title.trim();
  const body = slide.body.trim();
  if (!title) errors.title = 'titleRequired';
  else if (title.length > TITLE_MAX) errors.title = 'titleTooLong';
  if (!body) errors.body = 'bodyRequired';
  else if (body.length > BODY_MAX) errors.body = 'bodyTooLong';
  if (!slide.file && !slide.picUrl) errors.picture = 'pictureRequired';
  return errors;
}

export interface SlidesValidation {
  /** Problems by slide key; slides without problems are absent. */
  bySlide: Record<string, SlideErrors>;
  tooMany: boolean;
  valid: boolean;
}

export function validateSlides(list: readonly SlideDraft[]): SlidesValidation {
  const bySlide: Record<string, SlideErrors> = {};
  for (const slide of list) {
    const errors = slideErrors(slide);
    if (Object.keys(errors).length > 0) bySlide[slide.key] = errors;
  }
  const tooMany = list.length > MAX_SLIDES;
  return { bySlide, tooMany, valid: !tooMany && Object.keys(bySlide).length === 0 };
}

/** True when the editor's list differs from the stored one (order, texts, pictures or a new file). */
export function slidesChanged(drafts: readonly SlideDraft[], saved: readonly IntroSlide[]): boolean {
  if (drafts.length !== saved.length) return true;
  return drafts.some((d, i) => {
    const s = saved[i];
    return d.file !== null || d.title !== s.title || d.body !== s.body || d.picName !== s.picName || d.picUrl !== s.picUrl;
  });
}

/** Stored picture files (names in the slides' folder) that the new list no longer uses. */
export function unusedSlideFiles(before: readonly IntroSlide[], after: readonly IntroSlide[]): string[] {
  const kept = new Set(after.map((s) => s.picName).filter((n): n is string => n !== null));
  const names = before.map((s) => s.picName).filter((n): n is string => n !== null && !kept.has(n));
  return [...new Set(names)];
}

/** Files of the banner folder to delete once the new banner `keep` is written: all the others. */
export function oldBannerFiles(folderFiles: readonly string[], keep: string): string[] {
  return folderFiles.filter((name) => name !== keep);
}

/**
 * A unique Storage file name for an uploaded picture: time, a random token, then the original
 * name made safe for a path (letters incl. Cyrillic, digits, '-', '_') and its extension.
 */
export function uniqueFileName(original: string, now: number, token: string): string {
  const dot = original.lastIndexOf('.');
  const ext = dot > 0 ? original.slice(dot + 1).toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 10) : '';
  const base = (dot > 0 ? original.slice(0, dot) : original)
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  const safeToken = token.replace(/[^a-z0-9]/gi, '').slice(0, 12);
  return `${now}-${safeToken || '0'}-${base || 'picture'}${ext ? `.${ext}` : ''}`;
}
