import { assertOnline, runServerTransaction } from '../../../firebase/online';
import { deleteDoc, query, serverTimestamp, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { deleteObject, getDownloadURL, ref, uploadBytes } from 'firebase/storage';
import { docRef, newDocId } from '../../../firebase/collections';
import { db } from '../../../firebase/firestore';
import { storage } from '../../../firebase/storage';
import { countReads } from '../../../firebase/readMeter';
import { countQuery, readQuery } from '../../../firebase/queries';
import { lotteryTickets, lotteryTypes } from '../../../entities/lottery/lotteryCollections';
import { lotteryTypeUpdate, newLotteryTypeDocument } from '../../../entities/lottery/lotteryType';
import {
  PRIZE_FOLDER,
  canDraw,
  findOverlap,
  lotteryTypeFields,
  periodOf,
  pickWinner,
  prizeFileName,
  prizePath,
  drawTicketOf,
  toLotteryType,
  winnerFields,
  type DrawTicket,
  type LotteryType,
  type LotteryTypeFormValues,
  type PrizeImage,
} from '../domain/lotteryType';

/** Reads here are counted under the same tag as lotteryTypeQueries'. */
const TAG = 'lotteryTypes';

/** Why a lottery-type action was refused before writing anything (the page shows a message per kind). */
export type LotteryTypeProblem =
  | { kind: 'overlap'; other: LotteryType }
  | { kind: 'hasTickets'; count: number }
  | { kind: 'noTickets' }
  | { kind: 'alreadyDrawn' }
  | { kind: 'notOver' };

export class LotteryTypeError extends Error {
  constructor(readonly problem: LotteryTypeProblem) {
    super(`lottery type: ${problem.kind}`);
    this.name = 'LotteryTypeError';
  }
}

async function uploadPrize(file: File): Promise<PrizeImage> {
  const name = prizeFileName(file.name, Date.now());
  const target = ref(storage, `${PRIZE_FOLDER}/${name}`);
  await uploadBytes(target, file, { contentType: file.type || 'image/png' });
  return { name, url: await getDownloadURL(target) };
}

/** Deletes a stored prize picture; a file already gone is fine. Only inside prizes/. */
export async function deletePrize(image: PrizeImage | null): Promise<void> {
  const path = image ? prizePath(image) : null;
  if (!path || !path.startsWith(`${PRIZE_FOLDER}/`)) return;
  try {
    await deleteObject(ref(storage, path));
  } catch (error) {
    if ((error as { code?: string }).code !== 'storage/object-not-found') throw error;
  }
}

/** Deleting an old picture after the document is saved: a failure there must not fail the save. */
async function deletePrizeQuietly(image: PrizeImage | null): Promise<void> {
  try {
    await deletePrize(image);
  } catch (error) {
    console.error('prize picture not deleted', error);
  }
}

export interface SaveLotteryTypeInput {
  /** Absent when adding. */
  existing?: LotteryType;
  values: LotteryTypeFormValues;
}

/**
 * Adds or edits a lottery type. The period is checked again against the types as stored now (another
 * manager may have added one since the form opened): an overlap refuses the save. Then the new prize
 * picture is uploaded to prizes/, then the document is written; the old picture (replaced or removed)
 * is deleted only after the document is saved, and a picture uploaded for a write that failed is
 * deleted again. Returns the type's id.
 */
export async function saveLotteryType({ existing, values }: SaveLotteryTypeInput, fs: Firestore = db): Promise<string> {
  assertOnline();
  const fields = lotteryTypeFields(values);
  const period = periodOf(values);
  const stored = await readQuery(lotteryTypes.ref(fs), TAG);
  const other = period && findOverlap(period, stored, existing?.id ?? null);
  if (other) throw new LotteryTypeError({ kind: 'overlap', other });

  const picture = values.pictures[0] ?? null;
  const uploaded = picture ? await uploadPrize(picture) : null;
  const oldImage = existing?.prizeImage ?? null;
  const prizeImage = uploaded ?? (values.keepPicture ? oldImage : null);
  const target = docRef('lotteryType', existing ? existing.id : newDocId('lotteryType', fs), fs);
  try {
    if (existing) {
      await updateDoc(target, lotteryTypeUpdate(fields, prizeImage));
    } else {
      await setDoc(target, newLotteryTypeDocument(fields, prizeImage));
    }
  } catch (error) {
    if (uploaded) await deletePrizeQuietly(uploaded);
    throw error;
  }
  if (oldImage && prizeImage?.url !== oldImage.url) await deletePrizeQuietly(oldImage);
  return target.id;
}

/** How many tickets a type has (a count() aggregation: no ticket is read); deleteLotteryType's check. */
export async function countTickets(typeId: string, fs: Firestore = db): Promise<number> {
  return countQuery(query(lotteryTickets.ref(fs), where('lotteryTypeId', '==', typeId)), null, TAG);
}

/**
 * Deletes a lottery type, then its prize picture. A type that has tickets is refused (its tickets
 * would point at nothing). The security rules cannot run a query, so this check lives here only;
 * the rules restrict the delete to Manager, Admin and dev.
 */
export async function deleteLotteryType(type: LotteryType, fs: Firestore = db): Promise<void> {
  assertOnline();
  const count = await countTickets(type.id, fs);
  if (count > 0) throw new LotteryTypeError({ kind: 'hasTickets', count });
  await deleteDoc(docRef('lotteryType', type.id, fs));
  await deletePrizeQuietly(type.prizeImage);
}

/**
 * Draws the winner of a finished type: reads the type's tickets, picks one uniformly at random and
 * stores its owner as the winner, in a transaction that re-reads the type, so two managers drawing
 * at once cannot both write a winner (the rules refuse a second draw as well).
 */
export async function drawWinner(type: LotteryType, random: () => number = Math.random, fs: Firestore = db): Promise<DrawTicket> {
  const tickets = await readQuery(query(lotteryTickets.ref(fs), where('lotteryTypeId', '==', type.id)), TAG);
  const ticket = pickWinner(tickets.map(drawTicketOf), random);
  if (!ticket) throw new LotteryTypeError({ kind: 'noTickets' });
  const typeRef = docRef('lotteryType', type.id, fs);
  await runServerTransaction(fs, async (tx) => {
    const current = await tx.get(typeRef);
    countReads(1, TAG);
    if (!current.exists()) throw new Error('lottery type not found');
    const now = toLotteryType(current.id, current.data());
    if (now.winner !== null || now.winnerId !== null) throw new LotteryTypeError({ kind: 'alreadyDrawn' });
    if (!canDraw(now, Date.now())) throw new LotteryTypeError({ kind: 'notOver' });
    tx.update(typeRef, { ...winnerFields(ticket), drawnAt: serverTimestamp() });
  });
  return ticket;
}
