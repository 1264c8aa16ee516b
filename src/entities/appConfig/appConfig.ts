import { serverTimestamp } from 'firebase/firestore';
import type { CollectionName } from '../../firebase/collections';
import { millis, str } from '../../firebase/fields';

/**
 * The customer mobile app's configuration (docs/reports.md), two documents of appConfigs:
 * appConfigs/banner (one picture) and appConfigs/intros (the onboarding slides). What they look
 * like, their mappers and what a save writes; the /app-admin editor's rules are the appConfig
 * feature's. Loads without the app's Firebase set-up (the typed collections are
 * appConfigCollection.ts).
 */
export const APP_CONFIGS: CollectionName = 'appConfigs';
export const BANNER_ID = 'banner';
export const INTROS_ID = 'intros';

export interface Banner {
  picName: string | null;
  picUrl: string | null;
  /** Milliseconds, or null while the server time is pending / unknown. */
  updatedAt: number | null;
}

/** One slide as stored in appConfigs/intros.intros. */
export interface IntroSlide {
  title: string;
  body: string;
  picName: string | null;
  picUrl: string | null;
}

/** A stored text of a slide: only a string counts (a number is no title). */
const slideText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Reads appConfigs/banner (undefined: the document is missing). */
export function toBanner(data: Record<string, unknown> | undefined): Banner {
  return { picName: str(data?.picName) || null, picUrl: str(data?.picUrl) || null, updatedAt: millis(data?.updatedAt) || null };
}

/** Reads appConfigs/intros: the list in stored order; entries that are not objects are skipped. */
export function toIntroSlides(data: Record<string, unknown> | undefined): IntroSlide[] {
  const list = Array.isArray(data?.intros) ? (data.intros as unknown[]) : [];
  return list
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => ({ title: slideText(item.title), body: slideText(item.body), picName: str(item.picName) || null, picUrl: str(item.picUrl) || null }));
}

/** A slide as stored: exactly title, body, picName, picUrl (trimmed texts). */
export function storedSlide(slide: IntroSlide): IntroSlide {
  return { title: slide.title.trim(), body: slide.body.trim(), picName: slide.picName, picUrl: slide.picUrl };
}

/** appConfigs/banner as a save writes it (set whole, with the server time). */
export function bannerDocument(picture: { picName: string | null; picUrl: string | null }) {
  return { picUrl: picture.picUrl, picName: picture.picName, updatedAt: serverTimestamp() };
}

/** The fields a save of the slides writes on appConfigs/intros (merged: other fields stay). */
export function introsUpdate(slides: readonly IntroSlide[]) {
  return { intros: slides.map(storedSlide), updatedAt: serverTimestamp() };
}
