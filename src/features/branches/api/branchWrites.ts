import { writeBatch, type Firestore } from 'firebase/firestore';
import { deleteObject, getBytes, getDownloadURL, listAll, ref, uploadBytes } from 'firebase/storage';
import { docRef, newDocId } from '../../../firebase/collections';
import { db } from '../../../firebase/firestore';
import { assertOnline } from '../../../firebase/online';
import { storage } from '../../../firebase/storage';
import { locationUpdate, newLocationDocument } from '../../../entities/location/location';
import { BRANCH_COLLECTION, pictureFolder, sellerChanges, type Branch, type BranchKind, type Seller } from '../domain/branch';
import { pictureFileName } from '../../../lib/files';

/** Deletes every file in a branch's picture folder. */
async function emptyFolder(folder: string): Promise<void> {
  const listing = await listAll(ref(storage, folder));
  await Promise.all(listing.items.map((item) => deleteObject(item)));
}

async function uploadPicture(folder: string, file: File | Blob, name: string): Promise<{ picName: string; picUrl: string }> {
  const target = ref(storage, `${folder}/${name}`);
  await uploadBytes(target, file, { contentType: file.type || 'image/png' });
  return { picName: name, picUrl: await getDownloadURL(target) };
}

export interface SaveBranchInput {
  kind: BranchKind;
  /** Absent when adding. */
  existing?: Branch;
  name: string;
  address: string;
  phone: string;
  /** A new picture, replacing the stored one. */
  picture: File | null;
  /** Stores only: the sellers chosen for it; `sellers` is the current list they come from. */
  sellerIds?: readonly string[];
  sellers?: readonly Seller[];
}

/**
 * Adds or edits a warehouse or store.
 * Pictures first: a new picture empties the folder, then is uploaded; a rename without a
 * new picture moves the stored one to the new name's folder. Then the branch and its sellers' locations
 * are written in one batch, so a store and its assignments never disagree.
 */
export async function saveBranch(input: SaveBranchInput, fs: Firestore = db): Promise<string> {
  assertOnline();
  const { kind, existing } = input;
  const name = input.name.trim();
  const branchRef = docRef(BRANCH_COLLECTION[kind], existing ? existing.id : newDocId(BRANCH_COLLECTION[kind], fs), fs);
  const folder = pictureFolder(kind, name);
  const oldFolder = existing ? pictureFolder(kind, existing.name) : null;

  let picture: { picName: string | null; picUrl: string | null } = {
    picName: existing?.picName ?? null,
    picUrl: existing?.picUrl ?? null,
  };
  if (input.picture) {
    if (oldFolder) await emptyFolder(oldFolder);
    if (oldFolder !== folder) await emptyFolder(folder);
    picture = await uploadPicture(folder, input.picture, pictureFileName(input.picture.name, Date.now()));
  } else if (existing && oldFolder !== folder && existing.picName) {
    const bytes = await getBytes(ref(storage, `${oldFolder}/${existing.picName}`));
    await emptyFolder(folder);
    picture = await uploadPicture(folder, new Blob([bytes], { type: 'image/png' }), existing.picName);
    if (oldFolder) await emptyFolder(oldFolder);
  }

  const batch = writeBatch(fs);
  const fields = { name, address: input.address, phone: input.phone, ...picture };
  if (existing) batch.update(branchRef, locationUpdate(fields));
  else batch.set(branchRef, newLocationDocument(fields));

  if (kind === 'stores' && input.sellerIds && input.sellers) {
    const { assign, unassign } = sellerChanges(branchRef.id, input.sellers, input.sellerIds);
    for (const id of assign) batch.update(docRef('users', id, fs), { locationId: branchRef.id, locationType: 'store' });
    for (const id of unassign) batch.update(docRef('users', id, fs), { locationId: null, locationType: null });
  }
  await batch.commit();
  return branchRef.id;
}

/**
 * Deletes a warehouse or store: its picture folder first, then the document. A store's
 * sellers are unassigned in the same batch, so nobody is left pointing at a store that is gone.
 */
export async function deleteBranch(kind: BranchKind, branch: Branch, sellers: readonly Seller[] = [], fs: Firestore = db): Promise<void> {
  assertOnline();
  await emptyFolder(pictureFolder(kind, branch.name));
  const batch = writeBatch(fs);
  batch.delete(docRef(BRANCH_COLLECTION[kind], branch.id, fs));
  if (kind === 'stores') {
    for (const s of sellers) {
      if (s.locationId === branch.id) batch.update(docRef('users', s.id, fs), { locationId: null, locationType: null });
    }
  }
  await batch.commit();
}
