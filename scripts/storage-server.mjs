// A small stand-in for the Cloud Storage for Firebase emulator.
//
// Why: the official Storage emulator (firebase-tools) needs its rules runtime jar, which it
// downloads from Google on first use; that download is impossible on these offline machines
// (docs/local-stack.md). The launcher (scripts/lib/stack.mjs) uses the official emulator when that
// jar is cached and this server otherwise.
//
// What: the part of the Firebase Storage REST protocol ("/v0", the API the `firebase/storage` web
// SDK talks to after connectStorageEmulator) that the product uses: multipart upload (uploadBytes,
// uploadString), resumable upload (uploadBytesResumable: start, query, upload, finalize, cancel),
// metadata (getMetadata, getDownloadURL), media download (?alt=media, with a download token or the
// caller's ID token, Range supported), list/listAll (prefix, delimiter '/', pageToken,
// maxResults), metadata update (updateMetadata) and delete. Response shapes and error bodies copy
// the firebase-tools emulator (lib/emulator/storage/apis/firebase.js, metadata.js).
//
// Security: THIS MIRRORS storage.rules, because the official emulator, which would evaluate
// storage.rules itself, cannot start offline. Keep the two in step (storage-server.test.mjs compares
// STORAGE_POLICY below with storage.rules' getRoles()/listRoles()/writeRoles() and staffRoles()):
//   - only the product's folders (warehouse/, stores/, products/, prizes/, configs/) are open, each
//     to the roles STORAGE_POLICY gives it per operation: get (metadata, bytes without a download
//     token), list, write (create, update, delete);
//   - the caller needs a Firestore profile users/{uid} with isActive == true and a staff role;
//   - create and update also need a raster picture's contentType (PICTURE_TYPES: no SVG, which can
//     carry a script) and size < 10 MB;
//   - a valid download token reads the object's bytes and metadata without sign-in (as Firebase):
//     that is how the screens show pictures (<img src="download URL">);
//   - `Authorization: Bearer owner` is the emulators' admin credential and bypasses the policy.
// The caller is taken from `Authorization: Firebase <ID token>`; emulator ID tokens are unsigned
// JWTs, so the `user_id` (or `sub`) claim is read without verifying a signature. The profile is read
// through the Firestore emulator's REST API with `Authorization: Bearer owner` (bypasses rules).
//
// Files live on disk under dataDir: <dataDir>/<bucket>/<sha1 of name>.bin with a .json metadata
// file beside it, so they survive restarts.
//
// Run alone: node scripts/storage-server.mjs --port 9199 --data .emulator-data/storage \
//              --firestore 127.0.0.1:8080 [--project demo-backoffice]
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024; // storage.rules: request.resource.size < 10 MB
const MAX_BODY_BYTES = 64 * 1024 * 1024; // what we accept on the wire at all
// Same list as storage.rules staffRoles() and src/auth/roles.ts STAFF_ROLES.
export const STAFF_ROLES = [
  'Super Admin',
  'Admin',
  'Manager',
  'Merchant',
  'DeliveryBoy',
  'Reception In Country',
  'Reception In City',
  'Call Centre',
  'dev',
];
// Who may do what per folder: THE SAME TABLE AS storage.rules (its header comment and its
// getRoles(), listRoles() and writeRoles()). get = read one file without a download token
// (getMetadata, getDownloadURL, getBytes); list = list()/listAll(); write = create, update and delete.
// A role not named here, and any folder not named here, gets nothing.
export const STORAGE_POLICY = deepFreeze({
  warehouse: { get: ['Manager', 'dev'], list: ['Manager', 'dev'], write: ['Manager', 'dev'] },
  stores: { get: ['Manager', 'dev'], list: ['Manager', 'dev'], write: ['Manager', 'dev'] },
  products: {
    get: ['Admin', 'Manager', 'DeliveryBoy', 'Reception In Country', 'Reception In City', 'Call Centre', 'dev'],
    list: [],
    write: ['Manager', 'dev'],
  },
  prizes: { get: ['Admin', 'Manager', 'dev'], list: [], write: ['Admin', 'Manager', 'dev'] },
  configs: { get: ['Manager', 'dev'], list: ['Manager', 'dev'], write: ['Manager', 'dev'] },
});
export const STORAGE_FOLDERS = Object.keys(STORAGE_POLICY);

function deepFreeze(value) {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

const EXPOSED_HEADERS = [
  'content-type',
  'x-firebase-storage-version',
  'X-Goog-Upload-Size-Received',
  'x-goog-upload-url',
  'x-goog-upload-command',
  'x-gupload-uploadid',
  'x-goog-upload-header-content-length',
  'x-goog-upload-header-content-type',
  'x-goog-upload-protocol',
  'x-goog-upload-status',
  'x-goog-upload-chunk-granularity',
  'x-goog-upload-control-url',
].join(', ');

const DENIED = {
  read: 'Permission denied. No READ permission.',
  list: 'Permission denied. No LIST permission.',
  write: 'Permission denied. No WRITE permission.',
};

class HttpError extends Error {
  constructor(status, body) {
    super(typeof body === 'string' ? body : body?.error?.message ?? `HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}
const forbidden = (kind) => new HttpError(403, { error: { code: 403, message: DENIED[kind] } });
const notFound = () => new HttpError(404, { error: { code: 404, message: 'Not Found.' } });
const badRequest = (message = 'Bad Request.') =>
  new HttpError(400, { error: { code: 400, message } });

/** The uid in an emulator ID token (`Firebase <jwt>`), or null when absent or unreadable. */
export function uidFromAuthorization(header) {
  const match = /^Firebase\s+(\S+)$/i.exec(header ?? '');
  if (!match) return null;
  const parts = match[1].split('.');
  if (parts.length < 2) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    const uid = claims.user_id ?? claims.sub;
    return typeof uid === 'string' && uid ? uid : null;
  } catch {
    return null;
  }
}

/** Reads users/{uid} from the Firestore emulator (admin credential, so rules do not apply). */
export function firestoreProfileSource({ firestoreHost, projectId }) {
  return async (uid) => {
    const url =
      `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/users/` +
      encodeURIComponent(uid);
    const res = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`Firestore emulator answered ${res.status} for users/${uid}`);
    const doc = await res.json();
    const fields = doc.fields ?? {};
    return {
      isActive: fields.isActive?.booleanValue ?? null,
      role: fields.role?.stringValue ?? null,
    };
  };
}

const isStaffProfile = (p) => !!p && p.isActive === true && STAFF_ROLES.includes(p.role);
/** The roles STORAGE_POLICY gives `operation` at `path` (its first segment is the folder). */
export function rolesFor(path, operation) {
  const folder = String(path ?? '').split('/')[0];
  return Object.hasOwn(STORAGE_POLICY, folder) ? STORAGE_POLICY[folder][operation] : [];
}

// Same list as storage.rules pictureTypes() and src/lib/files.ts PICTURE_TYPES (storage-server.test.mjs).
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp'];

const isImageUnderLimit = (contentType, size) => PICTURE_TYPES.includes(contentType) && size < MAX_UPLOAD_BYTES;

function toSerializedDate(date) {
  return new Date(date).toISOString();
}

/** The JSON the emulator answers for an object (OutgoingFirebaseMetadata). */
function outgoing(md) {
  return {
    name: md.name,
    bucket: md.bucket,
    generation: String(md.generation),
    metageneration: String(md.metageneration),
    contentType: md.contentType,
    timeCreated: toSerializedDate(md.timeCreated),
    updated: toSerializedDate(md.updated),
    storageClass: md.storageClass,
    size: String(md.size),
    md5Hash: md.md5Hash,
    etag: md.etag,
    downloadTokens: md.downloadTokens.join(','),
    contentEncoding: md.contentEncoding || 'identity',
    contentDisposition: md.contentDisposition,
    metadata: md.customMetadata,
    contentLanguage: md.contentLanguage,
    cacheControl: md.cacheControl,
  };
}

/** Applies the writable fields of an incoming metadata resource (null clears a field). */
function applyMetadata(md, incoming) {
  for (const key of [
    'contentType',
    'contentDisposition',
    'contentEncoding',
    'contentLanguage',
    'cacheControl',
  ]) {
    if (incoming[key] !== undefined) {
      if (incoming[key] === null) delete md[key];
      else md[key] = String(incoming[key]);
    }
  }
  if (incoming.metadata !== undefined) {
    if (incoming.metadata === null) {
      delete md.customMetadata;
    } else {
      const custom = { ...(md.customMetadata ?? {}) };
      for (const [k, v] of Object.entries(incoming.metadata)) {
        if (v === null) delete custom[k];
        else custom[k] = typeof v === 'string' ? v : JSON.stringify(v);
      }
      if (custom.firebaseStorageDownloadTokens) {
        md.downloadTokens = [
          ...new Set([...md.downloadTokens, ...custom.firebaseStorageDownloadTokens.split(',')]),
        ];
        delete custom.firebaseStorageDownloadTokens;
      }
      if (Object.keys(custom).length) md.customMetadata = custom;
      else delete md.customMetadata;
    }
  }
  return md;
}

/** Splits a multipart/related body (metadata JSON part + data part), like the emulator does. */
function parseMultipart(contentType, body) {
  const boundary = /boundary=("?)([^";]+)\1/.exec(contentType)?.[2];
  if (!contentType.startsWith('multipart/related') || !boundary) {
    throw badRequest(`Bad content type. ${contentType}`);
  }
  const delimiter = Buffer.from(`--${boundary}`);
  const parts = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    parts.push(body.subarray(start + delimiter.length + 2, next - 2)); // strip CRLFs
    start = next;
  }
  if (parts.length !== 2) throw badRequest('Unexpected number of parts in request body');
  const [meta, data] = parts.map((part) => {
    const split = part.indexOf('\r\n\r\n');
    if (split === -1) throw badRequest('Failed to parse multipart request body part.');
    return { headers: part.subarray(0, split).toString('utf8'), data: part.subarray(split + 4) };
  });
  const partType = /content-type:\s*([^\r\n;]+)/i.exec(data.headers)?.[1]?.trim();
  let metadata;
  try {
    metadata = JSON.parse(meta.data.toString('utf8') || '{}');
  } catch {
    throw badRequest('Metadata part is not JSON.');
  }
  return { metadata, data: data.data, partType };
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new HttpError(413, { error: { code: 413, message: 'Request too large.' } }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Objects on disk, indexed in memory by bucket and name. */
class ObjectStore {
  constructor(dir) {
    this.dir = dir;
    this.objects = new Map(); // `${bucket}\n${name}` -> metadata
    mkdirSync(dir, { recursive: true });
    for (const bucket of readdirSync(dir)) {
      for (const file of readdirSync(join(dir, bucket))) {
        if (!file.endsWith('.json')) continue;
        try {
          const md = JSON.parse(readFileSync(join(dir, bucket, file), 'utf8'));
          this.objects.set(`${md.bucket}\n${md.name}`, md);
        } catch {
          // A half-written metadata file from a crash: ignore it.
        }
      }
    }
  }

  file(bucket, name, ext) {
    const hash = createHash('sha1').update(name).digest('hex');
    return join(this.dir, encodeURIComponent(bucket), `${hash}.${ext}`);
  }

  get(bucket, name) {
    return this.objects.get(`${bucket}\n${name}`);
  }

  bytes(md) {
    return readFileSync(this.file(md.bucket, md.name, 'bin'));
  }

  put(md, data) {
    mkdirSync(join(this.dir, encodeURIComponent(md.bucket)), { recursive: true });
    const bin = this.file(md.bucket, md.name, 'bin');
    if (data) {
      writeFileSync(`${bin}.tmp`, data);
      renameSync(`${bin}.tmp`, bin);
    }
    this.saveMetadata(md);
  }

  saveMetadata(md) {
    const json = this.file(md.bucket, md.name, 'json');
    writeFileSync(`${json}.tmp`, JSON.stringify(md, null, 2));
    renameSync(`${json}.tmp`, json);
    this.objects.set(`${md.bucket}\n${md.name}`, md);
  }

  delete(md) {
    rmSync(this.file(md.bucket, md.name, 'bin'), { force: true });
    rmSync(this.file(md.bucket, md.name, 'json'), { force: true });
    this.objects.delete(`${md.bucket}\n${md.name}`);
  }

  /** Same algorithm as the emulator's StorageLayer.listObjects. */
  list(bucket, prefix, delimiter, pageToken, maxResults = 1000) {
    let items = [];
    const prefixes = new Set();
    for (const md of this.objects.values()) {
      if (md.bucket !== bucket || !md.name.startsWith(prefix)) continue;
      let include = true;
      if (delimiter) {
        const after = md.name.indexOf(delimiter, prefix.length);
        include = md.name.indexOf(delimiter) === -1 || after === -1;
        if (after !== -1) prefixes.add(md.name.slice(0, after + delimiter.length));
      }
      if (include) items.push(md);
    }
    items.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    if (pageToken) {
      const index = items.findIndex((md) => md.name === pageToken);
      if (index !== -1) items = items.slice(index);
    }
    let nextPageToken;
    if (items.length > maxResults) {
      nextPageToken = items[maxResults].name;
      items = items.slice(0, maxResults);
    }
    return { nextPageToken, prefixes: [...prefixes].sort(), items };
  }
}

const validSegments = (path) => {
  const trimmed = path.startsWith('/') ? path.slice(1) : path;
  return !!trimmed && trimmed.split('/').every(Boolean);
};

/**
 * Creates the server (not listening yet).
 * @param {{ dataDir: string, projectId?: string, firestoreHost?: string,
 *   profileSource?: (uid: string) => Promise<{isActive: unknown, role: unknown} | null>,
 *   log?: (line: string) => void }} options
 */
export function createStorageServer(options) {
  const projectId = options.projectId ?? 'demo-backoffice';
  const profileOf =
    options.profileSource ??
    firestoreProfileSource({ firestoreHost: options.firestoreHost ?? '127.0.0.1:8080', projectId });
  const log = options.log ?? (() => {});
  const store = new ObjectStore(options.dataDir);
  const uploads = new Map(); // resumable upload id -> state

  /**
   * Resolves when the caller may do `operation` ('get', 'list' or 'write') at `path`: the admin
   * credential, or an active staff member whose role STORAGE_POLICY names for it. Throws 403 of
   * `kind` ('read', 'list' or 'write': the message) otherwise.
   */
  async function requireAllowed(authorization, operation, path) {
    const kind = operation === 'get' ? 'read' : operation;
    if (/^Bearer\s+owner$/i.test(authorization ?? '')) return;
    const roles = rolesFor(path, operation);
    if (!roles.length) throw forbidden(kind);
    const uid = uidFromAuthorization(authorization);
    if (!uid) throw forbidden(kind);
    let profile;
    try {
      profile = await profileOf(uid);
    } catch (err) {
      log(`storage: profile lookup failed: ${err.message}`);
      throw forbidden(kind);
    }
    if (!isStaffProfile(profile) || !roles.includes(profile.role)) throw forbidden(kind);
  }

  /** Checks the write rule (STORAGE_POLICY write, a raster picture, < 10 MB) for a proposed object. */
  async function requireWrite(authorization, path, contentType, size) {
    await requireAllowed(authorization, 'write', path);
    if (/^Bearer\s+owner$/i.test(authorization ?? '')) return;
    if (!isImageUnderLimit(contentType, size)) throw forbidden('write');
  }

  async function finalizeUpload({ bucket, name, incoming, data, authorization, fallbackType }) {
    const contentType = incoming.contentType || fallbackType || 'application/octet-stream';
    await requireWrite(authorization, name, contentType, data.length);
    const now = Date.now();
    const md = applyMetadata(
      {
        name,
        bucket,
        generation: now,
        metageneration: 1,
        contentType,
        storageClass: 'STANDARD',
        size: data.length,
        md5Hash: createHash('md5').update(data).digest('base64'),
        etag: createHash('sha1').update(`${now}`).digest('base64').slice(0, 22),
        timeCreated: now,
        updated: now,
        downloadTokens: [],
      },
      { ...incoming, contentType },
    );
    if (!md.downloadTokens.length) md.downloadTokens = [randomUUID()];
    if (!md.contentDisposition) md.contentDisposition = 'inline';
    store.put(md, data);
    return md;
  }

  async function handle(req, res, url) {
    const segments = url.pathname.split('/').slice(1); // keeps %2F inside the object id
    if (url.pathname === '/' || url.pathname === '/v0' || url.pathname === '/v0/') {
      return sendJson(res, 200, { emulator: 'storage' });
    }
    if (segments[0] !== 'v0' || segments[1] !== 'b' || segments[3] !== 'o' || segments.length > 5) {
      throw notFound();
    }
    const bucket = decodeURIComponent(segments[2]);
    const objectName = segments[4] ? decodeURIComponent(segments[4]) : null;
    const authorization = req.headers.authorization;
    const method = req.method === 'PUT' && /patch/i.test(req.headers['x-http-method-override'] ?? '')
      ? 'PATCH'
      : req.method;

    if (method === 'GET' && objectName) {
      const md = store.get(bucket, objectName);
      const token = url.searchParams.get('token');
      if (!(md && token && md.downloadTokens.includes(token))) {
        await requireAllowed(authorization, 'get', objectName);
      }
      if (!md) throw notFound();
      if (url.searchParams.get('alt') === 'media') return sendBytes(req, res, md, store.bytes(md));
      return sendJson(res, 200, outgoing(md));
    }

    if (method === 'GET') {
      const prefix = url.searchParams.get('prefix') ?? '';
      if (prefix && !prefix.endsWith('/')) {
        throw badRequest(
          'The prefix parameter is required to be empty or ends with a single / character.',
        );
      }
      await requireAllowed(authorization, 'list', prefix);
      const maxResults = Number(url.searchParams.get('maxResults')) || undefined;
      const result = store.list(
        bucket,
        prefix,
        url.searchParams.get('delimiter') ?? '',
        url.searchParams.get('pageToken') ?? undefined,
        maxResults,
      );
      return sendJson(res, 200, {
        nextPageToken: result.nextPageToken,
        prefixes: result.prefixes.filter((p) => validSegments(p.replace(/\/$/, ''))),
        items: result.items
          .filter((md) => validSegments(md.name))
          .map((md) => ({ name: md.name, bucket: md.bucket })),
      });
    }

    if (method === 'DELETE' && objectName) {
      await requireAllowed(authorization, 'write', objectName);
      const md = store.get(bucket, objectName);
      if (!md) throw notFound();
      store.delete(md);
      res.writeHead(204).end();
      return;
    }

    if (method === 'PATCH' && objectName) {
      const incoming = parseJson(await readBody(req));
      const md = store.get(bucket, objectName);
      const proposedType =
        incoming.contentType === undefined ? md?.contentType : incoming.contentType;
      await requireWrite(authorization, objectName, proposedType, md?.size ?? 0);
      if (!md) throw notFound();
      applyMetadata(md, incoming);
      md.metageneration += 1;
      md.updated = Date.now();
      store.saveMetadata(md);
      return sendJson(res, 200, outgoing(md));
    }

    if (method === 'POST' || method === 'PUT') return handleUpload(req, res, url, bucket, objectName);
    throw notFound();
  }

  async function handleUpload(req, res, url, bucket, pathName) {
    const name = pathName ?? url.searchParams.get('name');
    const authorization = req.headers.authorization;
    const protocol = req.headers['x-goog-upload-protocol'];
    const command = req.headers['x-goog-upload-command'];

    if (protocol === 'resumable' || command) {
      if (!command) throw badRequest();
      if (command === 'start') {
        if (!name) throw badRequest();
        const incoming = parseJson(await readBody(req));
        const declaredType =
          incoming.contentType || req.headers['x-goog-upload-header-content-type'];
        const declaredSize = Number(req.headers['x-goog-upload-header-content-length'] ?? 0);
        // Refuse early what the final check would refuse anyway, so no bytes are sent for nothing.
        await requireWrite(authorization, name, declaredType, declaredSize);
        const id = randomUUID();
        uploads.set(id, {
          bucket,
          name,
          incoming: { ...incoming, contentType: declaredType },
          chunks: [],
          size: 0,
          status: 'active',
          authorization,
        });
        const uploadUrl = new URL(`http://${req.headers.host}/v0/b/${encodeURIComponent(bucket)}/o`);
        uploadUrl.searchParams.set('name', name);
        uploadUrl.searchParams.set('upload_id', id);
        uploadUrl.searchParams.set('upload_protocol', 'resumable');
        res.setHeader('x-goog-upload-chunk-granularity', '10000');
        res.setHeader('x-goog-upload-control-url', '');
        res.setHeader('x-goog-upload-status', 'active');
        res.setHeader('x-gupload-uploadid', id);
        res.setHeader('x-goog-upload-url', uploadUrl.toString());
        res.writeHead(200).end('OK');
        return;
      }
      const id = url.searchParams.get('upload_id');
      if (!id) throw badRequest();
      const upload = uploads.get(id);
      if (!upload) throw notFound();
      if (command === 'query') {
        res.setHeader('X-Goog-Upload-Size-Received', String(upload.size));
        res.setHeader('x-goog-upload-status', upload.status === 'finalized' ? 'final' : upload.status);
        res.writeHead(200).end('OK');
        return;
      }
      if (command === 'cancel') {
        if (upload.status === 'finalized') throw badRequest();
        upload.status = 'cancelled';
        uploads.delete(id);
        res.writeHead(200).end('OK');
        return;
      }
      if (command.includes('upload')) {
        if (upload.status !== 'active') throw badRequest();
        const chunk = await readBody(req);
        upload.chunks.push(chunk);
        upload.size += chunk.length;
        if (upload.size > MAX_BODY_BYTES) {
          uploads.delete(id);
          throw new HttpError(413, { error: { code: 413, message: 'Request too large.' } });
        }
        if (!command.includes('finalize')) {
          res.setHeader('x-goog-upload-status', 'active');
          res.setHeader('x-gupload-uploadid', id);
          res.writeHead(200).end('OK');
          return;
        }
      }
      if (command.includes('finalize')) {
        if (upload.status !== 'active') throw badRequest();
        upload.status = 'finalized';
        res.setHeader('x-goog-upload-status', 'final');
        uploads.delete(id);
        const md = await finalizeUpload({
          bucket: upload.bucket,
          name: upload.name,
          incoming: upload.incoming,
          data: Buffer.concat(upload.chunks),
          authorization: upload.authorization,
        });
        return sendJson(res, 200, outgoing(md));
      }
      throw badRequest();
    }

    if (!name) throw badRequest();
    const body = await readBody(req);
    if (protocol === 'multipart') {
      const { metadata, data, partType } = parseMultipart(req.headers['content-type'] ?? '', body);
      const md = await finalizeUpload({
        bucket,
        name,
        incoming: metadata,
        data,
        authorization,
        fallbackType: partType,
      });
      return sendJson(res, 200, outgoing(md));
    }
    // Plain media upload: the body is the file.
    const md = await finalizeUpload({
      bucket,
      name,
      incoming: {},
      data: body,
      authorization,
      fallbackType: req.headers['content-type'],
    });
    return sendJson(res, 200, outgoing(md));
  }

  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET,HEAD,PUT,PATCH,POST,DELETE');
      res.setHeader(
        'Access-Control-Allow-Headers',
        req.headers['access-control-request-headers'] ?? '*',
      );
      if (req.headers['access-control-request-private-network']) {
        res.setHeader('Access-Control-Allow-Private-Network', 'true');
      }
      res.setHeader('Access-Control-Max-Age', '3600');
      res.writeHead(204).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (process.env.STORAGE_SERVER_DEBUG) {
      const t0 = Date.now();
      res.on('finish', () =>
        log(`storage: ${req.method} ${url.pathname}${url.search} ${req.headers['x-goog-upload-command'] ?? ''} -> ${res.statusCode} ${Date.now() - t0}ms`),
      );
    }
    handle(req, res, url).catch((err) => {
      if (res.headersSent) return res.end();
      if (err instanceof HttpError) {
        if (typeof err.body === 'string') res.writeHead(err.status).end(err.body);
        else sendJson(res, err.status, err.body);
        return;
      }
      log(`storage: ${req.method} ${url.pathname} failed: ${err.stack ?? err}`);
      sendJson(res, 500, { error: { code: 500, message: String(err.message ?? err) } });
    });
  });
  return server;
}

function parseJson(buffer) {
  if (!buffer.length) return {};
  try {
    return JSON.parse(buffer.toString('utf8'));
  } catch {
    throw badRequest('Body is not JSON.');
  }
}

function sendJson(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(text);
}

function sendBytes(req, res, md, data) {
  const fileName = md.name.split('/').pop();
  const headers = {
    'Accept-Ranges': 'bytes',
    'Content-Type': md.contentType || 'application/octet-stream',
    'Content-Disposition': `${md.contentDisposition || 'attachment'}; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    ETag: md.etag,
    'Cache-Control': md.cacheControl || 'no-cache',
    'x-goog-generation': String(md.generation),
    'x-goog-metadatageneration': String(md.metageneration),
    'x-goog-storage-class': md.storageClass,
    'x-goog-hash': `md5=${md.md5Hash}`,
  };
  if (md.contentEncoding) headers['Content-Encoding'] = md.contentEncoding;
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (range && data.length > 0 && (range[1] || range[2])) {
    let start = range[1] ? Number(range[1]) : Math.max(0, data.length - Number(range[2]));
    let end = range[1] && range[2] ? Number(range[2]) : data.length - 1;
    end = Math.min(end, data.length - 1);
    if (start <= end) {
      headers['Content-Range'] = `bytes ${start}-${end}/${data.length}`;
      res.writeHead(206, headers).end(data.subarray(start, end + 1));
      return;
    }
  }
  res.writeHead(200, headers).end(data);
}

/** Starts the server and resolves once it listens. */
export async function startStorageServer({ host = '127.0.0.1', port, ...options }) {
  const server = createStorageServer(options);
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = server.address().port;
  return {
    server,
    port: actualPort,
    url: `http://${host}:${actualPort}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const arg = (name, fallback) => {
    const index = args.indexOf(`--${name}`);
    return index === -1 ? fallback : args[index + 1];
  };
  const running = await startStorageServer({
    port: Number(arg('port', '9199')),
    dataDir: arg('data', '.emulator-data/storage'),
    firestoreHost: arg('firestore', process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'),
    projectId: arg('project', 'demo-backoffice'),
    log: (line) => console.error(line),
  });
  console.log(`Storage server listening on ${running.url}`);
  const stop = () => running.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
