// Picture upload for the seed scripts (scripts/seed.mjs, seed-products.mjs, seed-scale.mjs).

/**
 * Uploads a file through the Storage emulator's Firebase API (the one the web SDK uses) with the
 * emulators' admin credential, and returns the download URL getDownloadURL() would give.
 */
export async function uploadPicture(storageHost, bucket, path, bytes) {
  const origin = storageHost.startsWith('http') ? storageHost : `http://${storageHost}`;
  const boundary = `seed${Date.now()}${Math.random().toString().slice(2)}`;
  const metadata = JSON.stringify({ name: path, contentType: 'image/png' });
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${metadata}\r\n` +
        `--${boundary}\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--`),
  ]);
  const url = `${origin}/v0/b/${encodeURIComponent(bucket)}/o?name=${encodeURIComponent(path)}`;
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      Authorization: 'Bearer owner',
      'X-Goog-Upload-Protocol': 'multipart',
      'Content-Type': `multipart/related; boundary=${boundary}`,
    },
    body,
  });
  if (!res.ok) throw new Error(`Upload of ${path} failed: HTTP ${res.status} ${await res.text()}`);
  const md = await res.json();
  const token = String(md.downloadTokens).split(',')[0];
  return `${origin}/v0/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(path)}?alt=media&token=${encodeURIComponent(token)}`;
}
