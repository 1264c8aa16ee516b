import { addDoc, deleteDoc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { collectionRef, docRef } from '../../../firebase/collections';
import { db } from '../../../firebase/firestore';
import type { ListCollection, ListKind } from '../../../entities/nameList/nameList';
import { hasClassificationCode, toListFields, type ListFormValues } from '../domain/lists';
import { sendOrQueue } from '../../../firebase/online';

/** Writes of the name lists; the lists themselves are read with useListItems (entities/nameList). */

export async function addListItem(list: ListCollection, kind: ListKind, values: ListFormValues, fs: Firestore = db): Promise<void> {
  await sendOrQueue(addDoc(collectionRef(list, fs), { ...toListFields(values, kind, hasClassificationCode(list)), createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
}

export async function updateListItem(list: ListCollection, kind: ListKind, id: string, values: ListFormValues, fs: Firestore = db): Promise<void> {
  await sendOrQueue(updateDoc(docRef(list, id, fs), { ...toListFields(values, kind, hasClassificationCode(list)), updatedAt: serverTimestamp() }));
}

export async function deleteListItem(list: ListCollection, id: string, fs: Firestore = db): Promise<void> {
  await sendOrQueue(deleteDoc(docRef(list, id, fs)));
}
