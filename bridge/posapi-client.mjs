// @ts-check
// The bridge's client of the PosAPI 3.0 daemon (and of the tax authority's public TIN lookup).
// Issuing is not idempotent, so every outcome says whether a receipt may exist:
//   issued         the daemon answered SUCCESS: the receipt exists, here is its answer
//   rejected       the daemon answered and refused: nothing was issued; its message says why
//   unreachable    the request never reached the daemon (refused, reset before it was sent, no
//                  route): nothing was issued, safe to try again
//   indeterminate  the request was sent and its answer lost (timeout, dropped connection, an
//                  unreadable answer): the receipt may exist; never retry before reconciling
import { request } from 'node:http';

/**
 * @typedef {{ kind: 'issued', answer: any } | { kind: 'rejected', message: string } | { kind: 'unreachable', message: string } | { kind: 'indeterminate', message: string }} CallOutcome
 */

/**
 * One HTTP call; `sent` tells whether it reached the daemon (the connection was made).
 * @returns {Promise<{ ok: true, status: number, text: string } | { ok: false, sent: boolean, message: string }>}
 */
function call(baseUrl, method, path, body, timeoutMs) {
  return new Promise((resolve) => {
    const url = new URL(path, baseUrl);
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    let sent = false;
    let settled = false;
    const done = (v) => {
      if (!settled) {
        settled = true;
        resolve(v);
      }
    };
    // A connection of its own (no keep-alive): "sent" means this call reached the daemon.
    const req = request(
      url,
      { method, agent: false, headers: payload ? { 'Content-Type': 'application/json', 'Content-Length': payload.length } : {}, timeout: timeoutMs },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => done({ ok: true, status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (e) => done({ ok: false, sent: true, message: e.message }));
        res.on('aborted', () => done({ ok: false, sent: true, message: 'answer cut off' }));
      },
    );
    req.on('timeout', () => {
      req.destroy(new Error(`no answer within ${timeoutMs} ms`));
    });
    req.on('error', (e) => done({ ok: false, sent, message: /** @type {any} */ (e).code ?? e.message }));
    // Connected: from here the daemon may have the request, whatever happens next.
    req.on('socket', (socket) => socket.once('connect', () => (sent = true)));
    req.end(payload);
  });
}

const parse = (text) => {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return undefined;
  }
};

/**
 * POST /rest/receipt.
 * @returns {Promise<CallOutcome>}
 */
export async function issueReceipt(baseUrl, body, { timeoutMs = 20_000 } = {}) {
  const r = await call(baseUrl, 'POST', '/rest/receipt', body, timeoutMs);
  if (!r.ok) return r.sent ? { kind: 'indeterminate', message: r.message } : { kind: 'unreachable', message: r.message };
  const answer = parse(r.text);
  if (answer === undefined) {
    // A 2xx the daemon could not have meant as a refusal: the receipt likely exists.
    if (r.status >= 200 && r.status < 300) return { kind: 'indeterminate', message: `unreadable answer (HTTP ${r.status})` };
    // A proxy's page, not the daemon's: nothing was issued.
    return { kind: 'unreachable', message: `HTTP ${r.status} without a PosAPI answer` };
  }
  if (r.status >= 200 && r.status < 300 && answer.status === 'SUCCESS' && typeof answer.id === 'string') return { kind: 'issued', answer };
  return { kind: 'rejected', message: String(answer.message || answer.status || `HTTP ${r.status}`) };
}

/**
 * DELETE /rest/receipt {id, date}: returns a whole receipt. Returning is idempotent in effect (a
 * second return is refused as "already returned"), so a lost answer is simply asked again.
 * @returns {Promise<{ kind: 'returned' } | { kind: 'rejected', message: string } | { kind: 'unreachable' | 'indeterminate', message: string }>}
 */
export async function returnReceipt(baseUrl, id, date, { timeoutMs = 20_000 } = {}) {
  const r = await call(baseUrl, 'DELETE', '/rest/receipt', { id, date }, timeoutMs);
  if (!r.ok) return r.sent ? { kind: 'indeterminate', message: r.message } : { kind: 'unreachable', message: r.message };
  const answer = parse(r.text);
  if (r.status >= 200 && r.status < 300 && (answer === undefined || answer.status === undefined || answer.status === 0 || answer.status === 200)) return { kind: 'returned' };
  return { kind: 'rejected', message: String(answer?.message ?? `HTTP ${r.status}`) };
}

/** GET /rest/info: the daemon's state, or null when it does not answer. */
export async function daemonInfo(baseUrl, { timeoutMs = 5_000 } = {}) {
  const r = await call(baseUrl, 'GET', '/rest/info', undefined, timeoutMs);
  if (!r.ok || r.status !== 200) return null;
  return parse(r.text) ?? null;
}

/** GET /rest/sendData: asks the daemon to upload its backlog now. */
export async function sendData(baseUrl, { timeoutMs = 60_000 } = {}) {
  const r = await call(baseUrl, 'GET', '/rest/sendData', undefined, timeoutMs);
  return r.ok && r.status === 200;
}

/**
 * A company's TIN and name from its register number (the tax authority's public lookup).
 * @returns {Promise<{ kind: 'found', tin: string, name: string, vatPayer: boolean } | { kind: 'unknown' } | { kind: 'unreachable', message: string }>}
 */
export async function lookupCompany(lookupUrl, regNo, { timeoutMs = 8_000 } = {}) {
  const tinAnswer = await call(lookupUrl, 'GET', `/api/info/check/getTinInfo?regNo=${encodeURIComponent(regNo)}`, undefined, timeoutMs);
  if (!tinAnswer.ok || tinAnswer.status >= 500) return { kind: 'unreachable', message: tinAnswer.ok ? `HTTP ${tinAnswer.status}` : tinAnswer.message };
  const tin = parse(tinAnswer.text)?.data;
  if (tin === null || tin === undefined || tin === 0 || tin === '') return { kind: 'unknown' };
  const tinText = String(tin);
  const info = await call(lookupUrl, 'GET', `/api/info/check/getInfo?tin=${encodeURIComponent(tinText)}`, undefined, timeoutMs);
  if (!info.ok || info.status >= 500) return { kind: 'unreachable', message: info.ok ? `HTTP ${info.status}` : info.message };
  const data = parse(info.text)?.data;
  if (!data || data.found === false) return { kind: 'unknown' };
  return { kind: 'found', tin: tinText, name: String(data.name ?? ''), vatPayer: data.vatPayer === true };
}
