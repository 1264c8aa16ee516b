// Demo e-barimt (docs/ebarimt.md): the shop bridge's account, the business's setting, an issuing
// point per store and the office, classification codes on the categories. The issuing points name
// the PosAPI simulator's registered merchant (bridge/posapi-simulator.mjs, DEMO_COMPANIES[0]).
// scripts/seed.mjs calls writeEbarimtSeed.
import { DEMO_PASSWORD, STORES } from './seed-data.mjs';

/** The bridge's account: its own role, never a staff member (the app signs it out). */
export const BRIDGE_ACCOUNT = { uid: 'demo-bridge', email: 'bridge@demo.mn', password: DEMO_PASSWORD };
export const MERCHANT_TIN = '37900846788';
/** Classification codes (БҮНА, 7 digits) of the demo categories; the others take the default. */
export const CATEGORY_CODES = { 'Эрэгтэй гутал': '6211110', 'Эмэгтэй гутал': '6211120', Пүүз: '6211130', 'Ноосон хивс': '6213210' };
export const DEFAULT_CLASSIFICATION_CODE = '6211100';

/** The issuing points: each store (branch 001, 002, ...) and the office (deliveries, merchants). */
export function ebarimtPoints() {
  return [
    ...STORES.map((s, i) => [s.id, { name: s.name, merchantTin: MERCHANT_TIN, branchNo: String(i + 1).padStart(3, '0'), posNo: '001', districtCode: s.id === 'store-darkhan' ? '1801' : '2501' }]),
    ['office', { name: 'Төв оффис', merchantTin: MERCHANT_TIN, branchNo: '000', posNo: '001', districtCode: '2501' }],
  ];
}

/**
 * @param {{ auth: import('firebase-admin/auth').Auth, db: FirebaseFirestore.Firestore, FieldValue: typeof import('firebase-admin/firestore').FieldValue, categoryIds: Record<string, string> }} deps
 */
export async function writeEbarimtSeed({ auth, db, FieldValue, categoryIds }) {
  const props = { email: BRIDGE_ACCOUNT.email, password: BRIDGE_ACCOUNT.password, displayName: 'E-barimt bridge', emailVerified: true };
  try {
    await auth.createUser({ uid: BRIDGE_ACCOUNT.uid, ...props });
  } catch (err) {
    if (err.code !== 'auth/uid-already-exists' && err.code !== 'auth/email-already-exists') throw err;
    await auth.updateUser(BRIDGE_ACCOUNT.uid, props);
  }
  const points = ebarimtPoints();
  const batch = db.batch();
  batch.set(db.collection('users').doc(BRIDGE_ACCOUNT.uid), {
    id: BRIDGE_ACCOUNT.uid,
    firstName: 'E-barimt',
    lastName: 'Bridge',
    email: BRIDGE_ACCOUNT.email,
    role: 'Bridge',
    userType: 'bridge',
    isActive: true,
    bridgePointIds: points.map(([id]) => id),
    createdAt: FieldValue.serverTimestamp(),
  });
  // Switched on at the seed: the demo's history before it is not the e-barimt's (a real business's is not either).
  batch.set(db.collection('appConfigs').doc('ebarimt'), { enabled: true, treatment: 'added', defaultClassificationCode: DEFAULT_CLASSIFICATION_CODE, enabledAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
  for (const [id, point] of points) batch.set(db.collection('ebarimtPoints').doc(id), { ...point, updatedAt: FieldValue.serverTimestamp() });
  for (const [name, code] of Object.entries(CATEGORY_CODES)) {
    if (categoryIds[name]) batch.update(db.collection('categories').doc(categoryIds[name]), { classificationCode: code });
  }
  await batch.commit();
  return { points: points.length };
}
