import { useEffect, useState } from 'react';
import {
  collection,
  doc,
  onSnapshot,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { deleteObject, getBytes, getDownloadURL, listAll, ref, uploadBytes } from 'firebase/storage';
import { db } from '../../../firebase/firestore';
import { countQueryReads, countReads } from '../../../firebase/readMeter';
import { storage } from '../../../firebase/storage';
import { SELLER_ROLES } from '../../../auth/roles';
import { BRANCH_COLLECTION, pictureFolder, sellerChanges, type Branch, type BranchKind, type Seller } from '../domain/branch';
import { pictureFileName } from '../../../lib/files';

interface ListState<T> {
  rows: T[];
  loading: boolean;
  error: Error | null;
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function strOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function toBranch(id: string, d: DocumentData): Branch {
  return { id, name: str(d.name), address: str(d.address), phone: str(d.phone), picName: strOrNull(d.picName), picUrl: strOrNull(d.picUrl) };
}

function toSeller(id: string, d: DocumentData): Seller {
  return { id, firstName: str(d.firstName), lastName: str(d.lastName), role: str(d.role), locationId: strOrNull(d.locationId) };
}

/** Live list of the warehouses or the stores (small collections: the whole list is what the screen shows). */
export function useBranches(kind: BranchKind): ListState<Branch> {
  const [state, setState] = useState<ListState<Branch>>({ rows: [], loading: true, error: null });
  useEffect(() => {
    let first = true;
    return onSnapshot(
      collection(db, BRANCH_COLLECTION[kind]),
      (snap) => {
        if (first) countQueryReads(snap.size, 'branches');
        else if (!snap.metadata.fromCache) countReads(snap.docChanges().length, 'branches');
        first = false;
        const rows = snap.docs.map((d) => toBranch(d.id, d.data())).sort((a, b) => a.name.localeCompare(b.name));
        setState({ rows, loading: false, error: null });
      },
      (error) => {
        console.error(error);
        setState({ rows: [], loading: false, error });
      },
    );
  }, [kind]);
  return state;
}

/** Live list of the store sellers (users with a Reception role). */
export function useSellers(enabled = true): ListState<Seller> {
  const [state, setState] = useState<ListState<Seller>>({ rows: [], loading: enabled, error: null });
  useEffect(() => {
    if (!enabled) return;
    return onSnapshot(
      query(collection(db, 'users'), where('role', 'in', [...SELLER_ROLES])),
      (snap) => {
        const rows = snap.docs
          .map((d) => toSeller(d.id, d.data()))
          .sort((a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`));
        setState({ rows, loading: false, error: null });
      },
      (error) => {
        console.error(error);
        setState({ rows: [], loading: false, error });
      },
    );
  }, [enabled]);
  return state;
}

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
export async function saveBranch(input: SaveBranchInput): Promise<string> {
  const { kind, existing } = input;
  const name = input.name.trim();
  const collectionRef = collection(db, BRANCH_COLLECTION[kind]);
  const branchRef = existing ? doc(collectionRef, existing.id) : doc(collectionRef);
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

  const batch = writeBatch(db);
  const fields = { name, address: input.address.trim(), phone: input.phone.trim(), ...picture, updatedAt: serverTimestamp() };
  if (existing) batch.update(branchRef, fields);
  else batch.set(branchRef, { ...fields, createdAt: serverTimestamp() });

  if (kind === 'stores' && input.sellerIds && input.sellers) {
    const { assign, unassign } = sellerChanges(branchRef.id, input.sellers, input.sellerIds);
    for (const id of assign) batch.update(doc(db, 'users', id), { locationId: branchRef.id, locationType: 'store' });
    for (const id of unassign) batch.update(doc(db, 'users', id), { locationId: null, locationType: null });
  }
  await batch.commit();
  return branchRef.id;
}

/**
 * Deletes a warehouse or store: its picture folder first, then the document. A store's
 * sellers are unassigned in the same batch, so nobody is left pointing at a store that is gone.
 */
export async function deleteBranch(kind: BranchKind, branch: Branch, sellers: readonly Seller[] = []): Promise<void> {
  await emptyFolder(pictureFolder(kind, branch.name));
  const batch = writeBatch(db);
  batch.delete(doc(db, BRANCH_COLLECTION[kind], branch.id));
  if (kind === 'stores') {
    for (const s of sellers) {
      if (s.locationId === branch.id) batch.update(doc(db, 'users', s.id), { locationId: null, locationType: null });
    }
  }
  await batch.commit();
}
