import { assertOnline, runServerTransaction } from '../../../firebase/online';
import { setDoc, type Firestore } from 'firebase/firestore';
import { deleteObject, getDownloadURL, listAll, ref, uploadBytes } from 'firebase/storage';
import { docRef } from '../../../firebase/collections';
import { db } from '../../../firebase/firestore';
import { countReads } from '../../../firebase/readMeter';
import { storage } from '../../../firebase/storage';
import {
  APP_CONFIGS,
  BANNER_FOLDER,
  BANNER_ID,
  INTROS_FOLDER,
  INTROS_ID,
  oldBannerFiles,
  storedSlide,
  uniqueFileName,
  unusedSlideFiles,
  type IntroSlide,
  type SlideDraft,
} from '../domain/appConfig';
import { bannerDocument, introsUpdate } from '../../../entities/appConfig/appConfig';

/** The read tag (as in appConfigQueries). */
const READ_TAG = 'appConfig';

function token(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** Uploads `file` as `folder/<unique name>`; returns the stored name and its download URL. */
async function uploadPicture(folder: string, file: File): Promise<{ picName: string; picUrl: string }> {
  const picName = uniqueFileName(file.name, Date.now(), token());
  const target = ref(storage, `${folder}/${picName}`);
  await uploadBytes(target, file, { contentType: file.type || 'image/png' });
  return { picName, picUrl: await getDownloadURL(target) };
}

/** Best-effort delete: a file that stays behind wastes space but never breaks the app, so it only logs. */
async function deleteFiles(folder: string, names: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(names.map((name) => deleteObject(ref(storage, `${folder}/${name}`))));
  for (const r of results) if (r.status === 'rejected') console.warn('Could not delete an unused picture', r.reason);
}

/**
 * A missing appConfigs/banner is created with picName and picUrl null and the server
 * time. In a transaction, so two screens opening at once cannot overwrite a banner saved meanwhile.
 */
export async function ensureBanner(fs: Firestore = db): Promise<void> {
  const bannerRef = docRef(APP_CONFIGS, BANNER_ID, fs);
  await runServerTransaction(fs, async (tx) => {
    const snap = await tx.get(bannerRef);
    countReads(1, READ_TAG);
    if (!snap.exists()) tx.set(bannerRef, bannerDocument({ picName: null, picUrl: null }));
  });
}

/**
 * Replaces the banner picture. Rather than emptying 'configs/app' before uploading, the new picture
 * is uploaded first, then appConfigs/banner is written, and only then are the old files of
 * configs/app deleted, so a failed upload or write never leaves the app without a banner. When the
 * write fails, the just-uploaded file is removed again.
 */
export async function saveBanner(file: File, fs: Firestore = db): Promise<{ picName: string; picUrl: string }> {
  assertOnline();
  const picture = await uploadPicture(BANNER_FOLDER, file);
  try {
    await setDoc(docRef(APP_CONFIGS, BANNER_ID, fs), bannerDocument(picture));
  } catch (error) {
    await deleteFiles(BANNER_FOLDER, [picture.picName]);
    throw error;
  }
  try {
    const listing = await listAll(ref(storage, BANNER_FOLDER));
    await deleteFiles(BANNER_FOLDER, oldBannerFiles(listing.items.map((item) => item.name), picture.picName));
  } catch (error) {
    console.warn('Could not list the old banner pictures', error);
  }
  return picture;
}

/**
 * Saves the onboarding slides (validated by the caller): uploads the new pictures to configs/intros,
 * writes the whole list and updatedAt in one write (merge), then deletes the files of
 * removed or replaced slides. When the write fails, the just-uploaded files are removed again and the
 * stored list is untouched.
 */
export async function saveIntroSlides(drafts: readonly SlideDraft[], before: readonly IntroSlide[], fs: Firestore = db): Promise<IntroSlide[]> {
  assertOnline();
  const uploaded: string[] = [];
  let slides: IntroSlide[];
  try {
    slides = [];
    for (const draft of drafts) {
      if (draft.file) {
        const picture = await uploadPicture(INTROS_FOLDER, draft.file);
        uploaded.push(picture.picName);
        slides.push(storedSlide({ ...draft, ...picture }));
      } else {
        slides.push(storedSlide(draft));
      }
    }
    await setDoc(docRef(APP_CONFIGS, INTROS_ID, fs), introsUpdate(slides), { merge: true });
  } catch (error) {
    await deleteFiles(INTROS_FOLDER, uploaded);
    throw error;
  }
  await deleteFiles(INTROS_FOLDER, unusedSlideFiles(before, slides));
  return slides;
}
