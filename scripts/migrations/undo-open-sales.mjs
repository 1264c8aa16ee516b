// One-time migration for issue 41 (the sell command replaces the large-sale protocol): undoes every
// large sale left open in a live database, as the protocol's own undo did. For each openSales/{o}:
//   - o never became an order: every product held for it (isSalePending, openSaleId == o) goes back
//     to stock (the hold's fields removed), and the open sale is deleted: nothing of it was sold;
//   - o is an order (its close went through; a close deletes its open sale, so this is a leftover):
//     the open sale is deleted; a product still held for it is reported, not touched.
// Idempotent (run it again: nothing left to do). Dry run by default; --apply writes.
//
//   GOOGLE_APPLICATION_CREDENTIALS=key.json GCLOUD_PROJECT=<project> node scripts/migrations/undo-open-sales.mjs [--apply]
//   (against the local stack: FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 GCLOUD_PROJECT=demo-backoffice ...)
import { FieldValue } from 'firebase-admin/firestore';

/** Writes per batch: well inside a commit's 500. */
const BATCH = 400;

/**
 * Undoes the open sales of `db` (an Admin SDK Firestore). Returns what it found and did: the open
 * sales undone (with their released products), the leftovers of closed orders, and products still
 * held for a closed order (left alone).
 */
export async function undoOpenSales(db, { apply = false, log = () => {} } = {}) {
  const report = { undone: [], closedLeftovers: [], stillHeld: [], released: 0 };
  const open = await db.collection('openSales').get();
  for (const sale of open.docs) {
    const order = await db.collection('orders').doc(sale.id).get();
    const held = await db.collection('products').where('openSaleId', '==', sale.id).get();
    if (order.exists) {
      report.closedLeftovers.push(sale.id);
      for (const p of held.docs) if (p.get('isSalePending') === true) report.stillHeld.push({ openSaleId: sale.id, productId: p.id });
      log(`${sale.id}: an order already; its open sale is removed${held.size ? `, ${held.size} product(s) left as they are` : ''}`);
      if (apply) await sale.ref.delete();
      continue;
    }
    report.undone.push(sale.id);
    report.released += held.size;
    log(`${sale.id}: never sold; ${held.size} held product(s) back to stock`);
    if (!apply) continue;
    // The products first, the open sale last: a run cut short is finished by the next run.
    for (let i = 0; i < held.docs.length; i += BATCH) {
      const batch = db.batch();
      for (const p of held.docs.slice(i, i + BATCH)) {
        batch.update(p.ref, {
          isSalePending: FieldValue.delete(),
          openSaleId: FieldValue.delete(),
          saleLine: FieldValue.delete(),
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
      await batch.commit();
    }
    await sale.ref.delete();
  }
  return report;
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const { initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const apply = process.argv.includes('--apply');
  const db = getFirestore(initializeApp());
  const report = await undoOpenSales(db, { apply, log: (line) => console.log(line) });
  console.log(
    `${apply ? 'Done' : 'Dry run (add --apply to write)'}: ${report.undone.length} open sale(s) undone, ` +
      `${report.released} product(s) back to stock, ${report.closedLeftovers.length} leftover(s) of closed orders removed` +
      (report.stillHeld.length ? `; still held for a closed order (check by hand): ${report.stillHeld.map((h) => h.productId).join(', ')}` : ''),
  );
}
