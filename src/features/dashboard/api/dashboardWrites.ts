import { setDoc, type Firestore } from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { docRef } from '../../../firebase/collections';
import { storedFiguresDocument, type StoredFigures } from '../../../entities/dashboardFigures/dashboardFigures';

/** Saves the kept figures (Admin, dev: firestore.rules dashboardFigures). */
export async function saveKeptFigures(f: StoredFigures, fs: Firestore = db): Promise<void> {
  await setDoc(docRef('dashboardFigures', String(f.year), fs), storedFiguresDocument(f));
}
