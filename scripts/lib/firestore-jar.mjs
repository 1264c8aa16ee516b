// Builds a tiny manifest-only jar that runs the Firestore emulator shipped by Debian's
// google-cloud-cli-firestore-emulator package. That jar has no Main-Class, and firebase-tools runs
// FIRESTORE_EMULATOR_BINARY_PATH with `java -jar`, so we point it at this wrapper instead.
// Google's jar is never copied or committed: the wrapper only references it on its Class-Path.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { crc32 } from 'node:zlib';

export const GCLOUD_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** Manifest lines are limited to 72 bytes; longer values continue on lines starting with a space. */
function manifestLine(key, value) {
  const full = `${key}: ${value}`;
  const out = [full.slice(0, 72)];
  for (let i = 72; i < full.length; i += 71) out.push(' ' + full.slice(i, i + 71));
  return out.join('\r\n') + '\r\n';
}

/** A zip archive with stored (uncompressed) entries: all a manifest-only jar needs. */
function zipStore(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBuf = Buffer.from(name, 'utf8');
    const crc = crc32(data) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4); // version needed
    local.writeUInt16LE(0, 6); // flags
    local.writeUInt16LE(0, 8); // method: stored
    local.writeUInt32LE(0, 10); // time and date
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, nameBuf, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(10, 6);
    central.writeUInt32LE(0, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** Writes the wrapper jar into `dir` (once) and returns its path. */
export function ensureFirestoreWrapperJar(dir) {
  if (!existsSync(GCLOUD_FIRESTORE_JAR)) {
    throw new Error(
      `The Firestore emulator jar is missing (${GCLOUD_FIRESTORE_JAR}).\n` +
        'Install it with: apt-get install google-cloud-cli-firestore-emulator',
    );
  }
  const jarPath = join(dir, 'firestore-emulator-wrapper.jar');
  if (existsSync(jarPath)) return jarPath;
  mkdirSync(dirname(jarPath), { recursive: true });
  const manifest =
    'Manifest-Version: 1.0\r\n' +
    manifestLine('Main-Class', MAIN_CLASS) +
    manifestLine('Class-Path', 'file://' + GCLOUD_FIRESTORE_JAR) +
    '\r\n';
  writeFileSync(jarPath, zipStore([{ name: 'META-INF/MANIFEST.MF', data: Buffer.from(manifest) }]));
  return jarPath;
}
