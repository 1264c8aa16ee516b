// The test stack's Storage (emulator or local storage server), through the Firebase Storage REST API
// with the emulators' admin credential.
import { expect } from '@playwright/test';
import { e2eEnv } from './env';

const BUCKET = `${e2eEnv.projectId}.appspot.com`;

/** Names of the files in a Storage folder. */
export async function folderFiles(folder: string): Promise<string[]> {
  const url = `http://${e2eEnv.storageEmulatorHost}/v0/b/${encodeURIComponent(BUCKET)}/o?prefix=${encodeURIComponent(`${folder}/`)}&delimiter=${encodeURIComponent('/')}`;
  const res = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  expect(res.ok).toBe(true);
  const body = (await res.json()) as { items?: { name: string }[] };
  return (body.items ?? []).map((i) => i.name);
}

/** Uploads a PNG; returns its download URL. */
export async function uploadPng(path: string, bytes: Buffer): Promise<string> {
  const origin = `http://${e2eEnv.storageEmulatorHost}`;
  const boundary = `e2e${Date.now()}${Math.random().toString().slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${JSON.stringify({ name: path, contentType: 'image/png' })}\r\n` +
        `--${boundary}\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--`),
  ]);
  const res = await fetch(`${origin}/v0/b/${encodeURIComponent(BUCKET)}/o?name=${encodeURIComponent(path)}`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': `multipart/related; boundary=${boundary}` },
    body,
  });
  expect(res.ok).toBe(true);
  const token = String(((await res.json()) as { downloadTokens: string }).downloadTokens).split(',')[0];
  return `${origin}/v0/b/${encodeURIComponent(BUCKET)}/o/${encodeURIComponent(path)}?alt=media&token=${encodeURIComponent(token)}`;
}
