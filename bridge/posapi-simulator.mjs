// @ts-check
// A PosAPI 3.0 simulator (docs/ebarimt.md, "The simulator"): the tax authority's e-barimt daemon as
// its published specification describes it (the Stoplight export and user manual of PosAPI 3.0.1,
// read through Amraa1/ebarimt-pos-sdk, and the behaviour techpartners-asia/ebarimt-pos3-go's fake
// models), so the bridge, the tests and the demo never need the real one. It validates what the real
// daemon validates (types, tax types, 7-digit classification codes, VAT contained in the amounts, the
// sums of items, sub-receipts and payments, the 33-digit DDTD of a correction), answers as it answers,
// and can be made slow, down, lose an answer, run out of lottery numbers or fall behind on uploads.
//
// It also answers the tax authority's public lookups the bridge uses (`/api/info/check/getTinInfo`,
// `/api/info/check/getInfo`) from its own register of companies.
//
// Faults and inspection go through a control port of their own (the daemon's port can be "down"):
//   GET  /__sim/state                  the receipts issued so far and the fault in force
//   POST /__sim/fault {mode, ms?}      mode: none | down | slow | lose-answer | no-lotteries | stale-upload
//   POST /__sim/reset                  forgets every receipt, no fault
import { createServer } from 'node:http';

/** Tax types of a sub-receipt (the spec spells the last one NO_VAT; clients send NOT_VAT too). */
export const TAX_TYPES = ['VAT_ABLE', 'VAT_FREE', 'VAT_ZERO', 'NO_VAT', 'NOT_VAT'];
export const RECEIPT_TYPES = ['B2C_RECEIPT', 'B2B_RECEIPT', 'B2C_INVOICE', 'B2B_INVOICE'];
/** Payment codes this daemon is configured for (GET /rest/info's paymentTypes). */
export const PAYMENT_CODES = ['CASH', 'PAYMENT_CARD', 'BANK_TRANSFER'];
export const FAULT_MODES = ['none', 'down', 'slow', 'lose-answer', 'no-lotteries', 'stale-upload'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo register: the shop's company and two customers' companies (register number -> TIN). */
export const DEMO_COMPANIES = [
  { regNo: '5317878', tin: '37900846788', name: 'ДЕМО ДЭЛГҮҮР ХХК', vatPayer: true, cityPayer: false },
  { regNo: '6002536', tin: '15400004123', name: 'НОМИН ТРЕЙД ХХК', vatPayer: true, cityPayer: false },
  { regNo: '2680513', tin: '26800513117', name: 'ЗАВХАН ИНЖЕНЕРИНГ ХХК', vatPayer: false, cityPayer: false },
];

const round2 = (n) => Math.round((n + Number.EPSILON) * 100) / 100;
const isDigits = (value, ...lengths) => typeof value === 'string' && /^\d+$/.test(value) && lengths.includes(value.length);
const num = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** "yyyy-MM-dd HH:mm:ss" in Ulaanbaatar time (UTC+8, no daylight saving), as the daemon prints. */
export function ubDateTime(ms) {
  const d = new Date(ms + 8 * 60 * 60 * 1000);
  const p = (n) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}

/** The request's VAT total, spelled totalVAT by the spec and totalVat by some clients. */
const vatOf = (o) => num(o.totalVAT ?? o.totalVat) ?? 0;
const cityOf = (o) => num(o.totalCityTax) ?? 0;

/**
 * Why the daemon refuses the receipt, or null. Messages are the daemon's (Mongolian), as far as the
 * sources quote them; the rest follow their pattern ("<field> талбарын утга хоосон").
 * @param {any} r the request body
 * @param {{ merchants: string[], receipts: Map<string, any>, companies: typeof DEMO_COMPANIES, today: string }} ctx
 */
export function receiptProblem(r, ctx) {
  if (!r || typeof r !== 'object' || Array.isArray(r)) return 'request body is not a valid receipt';
  if (!RECEIPT_TYPES.includes(r.type)) return 'type талбарын утга буруу байна';
  if (!r.merchantTin) return 'merchantTin талбарын утга хоосон';
  if (!ctx.merchants.includes(r.merchantTin)) return `${r.merchantTin} ТТД бүхий байгууллага энэ PosAPI-д бүртгэлгүй байна`;
  if (!r.posNo) return 'posNo талбарын утга хоосон';
  if (!isDigits(r.branchNo, 1, 2, 3)) return 'branchNo талбар 3 хүртэл оронтой тоо байх ёстой';
  if (r.districtCode != null && !isDigits(r.districtCode, 4)) return 'districtCode талбар 4 оронтой тоо байх ёстой';
  const b2b = r.type.startsWith('B2B');
  if (b2b) {
    if (!r.customerTin) return 'customerTin талбарын утга хоосон';
    if (!isDigits(r.customerTin, 11, 12, 14)) return 'customerTin талбар 11, 12 эсвэл 14 оронтой тоо байх ёстой';
    if (r.consumerNo) return 'consumerNo талбарыг зөвхөн B2C_RECEIPT төрөлд илгээнэ';
  } else {
    if (r.customerTin) return 'customerTin талбарыг зөвхөн B2B төрөлд илгээнэ';
    if (r.consumerNo != null && r.consumerNo !== '' && !isDigits(r.consumerNo, 8)) return 'consumerNo талбар 8 оронтой тоо байх ёстой';
  }
  if (r.inactiveId != null && r.inactiveId !== '') {
    if (!isDigits(r.inactiveId, 33)) return 'inactiveId талбар 33 оронтой ДДТД байх ёстой';
    const old = ctx.receipts.get(r.inactiveId);
    if (!old || old.merchantTin !== r.merchantTin) return 'inactiveId: баримт олдсонгүй';
    if (old.inactive) return 'inactiveId: баримт аль хэдийн хүчингүй болсон байна';
  }
  if (typeof r.billIdSuffix !== 'string' || r.billIdSuffix === '') return 'billIdSuffix талбарын утга хоосон';
  // "unique within the day" (the spec): DDTDs of one till and day must not collide.
  const suffixKey = `${r.merchantTin}/${r.posNo}/${ctx.today}/${r.billIdSuffix}`;
  for (const old of ctx.receipts.values()) if (old.suffixKey === suffixKey) return 'billIdSuffix талбарын утга тухайн өдөрт давхардсан байна';
  if (!Array.isArray(r.receipts) || r.receipts.length === 0) return 'receipts талбарын утга хоосон';
  const header = { amount: 0, vat: 0, city: 0 };
  for (const sub of r.receipts) {
    if (!TAX_TYPES.includes(sub.taxType)) return 'taxType талбарын утга буруу байна';
    if (!sub.merchantTin) return 'merchantTin талбарын утга хоосон';
    if (!Array.isArray(sub.items) || sub.items.length === 0) return 'items талбарын утга хоосон';
    const sum = { amount: 0, vat: 0, city: 0 };
    for (const item of sub.items) {
      if (!item.name) return 'name талбарын утга хоосон';
      if (!item.measureUnit) return 'measureUnit талбарын утга хоосон';
      if (!item.classificationCode) return 'classificationCode талбарын утга хоосон';
      if (!isDigits(item.classificationCode, 7)) return 'classificationCode талбарын урт 7 оронтой тоо байх ёстой';
      if (sub.taxType !== 'VAT_ABLE' && !item.taxProductCode) return 'taxProductCode талбарын утга хоосон';
      const qty = num(item.qty);
      const amount = num(item.totalAmount);
      if (qty === null || qty <= 0) return 'qty талбар эерэг тоо байх ёстой';
      if (amount === null || amount < 0) return 'totalAmount талбарын утга буруу байна';
      const vat = vatOf(item);
      const city = cityOf(item);
      // VAT is contained in the amount: 10/110 of it (10/112 when city tax is also in it).
      const divisor = 1 + (sub.taxType === 'VAT_ABLE' ? 0.1 : 0) + (city ? 0.02 : 0);
      if (sub.taxType === 'VAT_ABLE') {
        const want = round2((amount * 0.1) / divisor);
        if (Math.abs(want - vat) > 0.01) return `НӨАТ-г 10%-р тооцоолоогүй байна. Шалгуур дүн: ${want}`;
      } else if (vat !== 0) return `${sub.taxType} дэд баримтад НӨАТ байх ёсгүй`;
      if (city) {
        const want = round2((amount * 0.02) / divisor);
        if (Math.abs(want - city) > 0.01) return `НХАТ-г 2%-р тооцоолоогүй байна. Шалгуур дүн: ${want}`;
      }
      sum.amount = round2(sum.amount + amount);
      sum.vat = round2(sum.vat + vat);
      sum.city = round2(sum.city + city);
    }
    if (sum.amount !== round2(num(sub.totalAmount) ?? NaN) || sum.vat !== round2(vatOf(sub)) || sum.city !== round2(cityOf(sub))) {
      return 'дэд баримтын дүн барааны дүнгийн нийлбэртэй тэнцэхгүй байна';
    }
    header.amount = round2(header.amount + sum.amount);
    header.vat = round2(header.vat + sum.vat);
    header.city = round2(header.city + sum.city);
  }
  if (header.amount !== round2(num(r.totalAmount) ?? NaN) || header.vat !== round2(vatOf(r)) || header.city !== round2(cityOf(r))) {
    return 'totalAmount дүн дэд баримтуудын нийлбэртэй тэнцэхгүй байна';
  }
  if (r.payments != null) {
    if (!Array.isArray(r.payments)) return 'payments талбарын утга буруу байна';
    let paid = 0;
    for (const p of r.payments) {
      if (!PAYMENT_CODES.includes(p.code)) return `${p.code}: төлбөрийн хэлбэр бүртгэлгүй байна`;
      if (p.status !== 'PAID') return 'status талбарын утга буруу байна';
      if (num(p.paidAmount) === null || p.paidAmount < 0) return 'paidAmount талбарын утга буруу байна';
      paid = round2(paid + p.paidAmount);
    }
    if (paid !== header.amount) return 'төлбөрийн дүн totalAmount-тай тэнцэхгүй байна';
  }
  return null;
}

/**
 * Starts the simulator.
 * @param {{ port?: number, controlPort?: number, host?: string, merchants?: string[], lotteries?: number,
 *   companies?: typeof DEMO_COMPANIES, now?: () => number, log?: (line: string) => void }} [options]
 */
export async function startPosApiSimulator(options = {}) {
  const host = options.host ?? '127.0.0.1';
  const now = options.now ?? (() => Date.now());
  const companies = options.companies ?? DEMO_COMPANIES;
  const merchants = options.merchants ?? [companies[0].tin];
  const log = options.log ?? (() => {});
  const initialLotteries = options.lotteries ?? 20_000;
  const state = {
    /** @type {Map<string, any>} DDTD -> the receipt as issued */
    receipts: new Map(),
    sequence: 0,
    lotteriesLeft: initialLotteries,
    lastSent: now(),
    fault: { mode: 'none', ms: 0 },
  };

  const sendNow = (res, status, body) => {
    const text = body === undefined ? '' : JSON.stringify(body);
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
    res.end(text);
  };
  const readBody = (req) =>
    new Promise((resolve) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          resolve(text ? JSON.parse(text) : null);
        } catch {
          resolve(undefined);
        }
      });
    });

  /** The daemon uploads on its own: a day's backlog at most, unless it is told to fall behind. */
  const uploadedAt = () => (state.fault.mode === 'stale-upload' ? state.lastSent : (state.lastSent = Math.max(state.lastSent, now() - 60_000)));
  const mayDrawLottery = () => state.fault.mode !== 'no-lotteries' && state.lotteriesLeft > 0 && now() - uploadedAt() < 3 * DAY_MS;

  function issue(r) {
    state.sequence += 1;
    const seq = state.sequence;
    const issuedAt = now();
    const id = `${r.merchantTin.padStart(12, '0')}${String(seq).padStart(21, '0')}`.slice(-33);
    const date = ubDateTime(issuedAt);
    const b2c = r.type === 'B2C_RECEIPT';
    const taxed = r.receipts.some((s) => s.taxType !== 'NO_VAT' && s.taxType !== 'NOT_VAT');
    // No lottery for B2B, for a correction (the first receipt's lottery stays valid), for NO_VAT
    // only, and none when the pool is empty or uploads are 3 days behind.
    let lottery = '';
    if (b2c && taxed && !r.inactiveId && mayDrawLottery()) {
      state.lotteriesLeft -= 1;
      lottery = `${String.fromCharCode(65 + (seq % 26))}${String.fromCharCode(65 + ((seq * 7) % 26))} ${String(40_000_000 + seq).padStart(8, '0')}`;
    }
    const qrData = `${String(issuedAt).padEnd(20, '7')}${id}${String(Math.round(r.totalAmount * 100)).padStart(14, '0')}`.padEnd(140, '3');
    if (r.inactiveId) state.receipts.get(r.inactiveId).inactive = true;
    const answer = {
      ...r,
      id,
      version: '3.2.44',
      posId: 101317077,
      status: 'SUCCESS',
      message: '',
      qrData,
      lottery,
      date,
      easy: false,
      receipts: r.receipts.map((s, i) => ({ ...s, id: `${id.slice(0, 30)}9${String(i + 1).padStart(2, '0')}`, bankAccountId: 0 })),
    };
    state.receipts.set(id, {
      id,
      date,
      type: r.type,
      merchantTin: r.merchantTin,
      posNo: r.posNo,
      billIdSuffix: r.billIdSuffix,
      suffixKey: `${r.merchantTin}/${r.posNo}/${date.slice(0, 10)}/${r.billIdSuffix}`,
      totalAmount: r.totalAmount,
      totalVAT: vatOf(r),
      customerTin: r.customerTin ?? null,
      consumerNo: r.consumerNo ?? null,
      inactiveId: r.inactiveId || null,
      lottery,
      qrData,
      items: r.receipts.flatMap((s) => s.items.map((i) => ({ name: i.name, qty: i.qty, totalAmount: i.totalAmount, classificationCode: i.classificationCode, taxType: s.taxType }))),
      payments: (r.payments ?? []).map((p) => ({ code: p.code, paidAmount: p.paidAmount })),
      inactive: false,
      returned: false,
    });
    log(`issued ${id} (${r.type}, ${r.totalAmount}₮${lottery ? `, lottery ${lottery}` : ''}${r.inactiveId ? `, corrects ${r.inactiveId}` : ''})`);
    return answer;
  }

  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

  async function daemon(req, res) {
    const url = new URL(req.url ?? '/', `http://${host}`);
    const path = url.pathname;
    // Slow: the work is done at once, its answer sent late (a client that stops waiting has a
    // receipt it does not know of, as with the real daemon busy uploading its backlog).
    const send = async (res, status, body) => {
      if (state.fault.mode === 'slow') await sleep(state.fault.ms || 8000);
      if (!res.destroyed) sendNow(res, status, body);
    };
    const refuse = (res, message) => send(res, 400, { status: 'ERROR', message, date: ubDateTime(now()) });
    if (path === '/rest/receipt' && req.method === 'POST') {
      const body = await readBody(req);
      const problem = receiptProblem(body, { merchants, receipts: state.receipts, companies, today: ubDateTime(now()).slice(0, 10) });
      if (problem) return refuse(res, problem);
      const answer = issue(body);
      // The receipt exists; its answer never arrives (the connection drops).
      if (state.fault.mode === 'lose-answer') return req.socket.destroy();
      return send(res, 200, answer);
    }
    if (path === '/rest/receipt' && req.method === 'DELETE') {
      const body = await readBody(req);
      if (!body || !body.id) return refuse(res, 'id талбарын утга хоосон');
      if (typeof body.date !== 'string' || !/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(body.date)) {
        return refuse(res, 'date талбар "yyyy-MM-dd HH:mm:ss" форматтай байх ёстой');
      }
      const found = state.receipts.get(body.id);
      if (!found || found.date !== body.date) return refuse(res, 'баримт олдсонгүй');
      if (found.returned || found.inactive) return refuse(res, 'баримт аль хэдийн буцаагдсан байна');
      found.returned = true;
      log(`returned ${found.id}`);
      if (state.fault.mode === 'lose-answer') return req.socket.destroy();
      return send(res, 200, {});
    }
    if (path === '/rest/info' && req.method === 'GET') {
      return send(res, 200, {
        operatorName: 'ДЕМО ОПЕРАТОР',
        operatorTIN: merchants[0],
        posId: 101317077,
        posNo: '10012619',
        version: '3.2.44',
        lastSentDate: ubDateTime(uploadedAt()),
        leftLotteries: state.fault.mode === 'no-lotteries' ? 0 : state.lotteriesLeft,
        paymentTypes: PAYMENT_CODES.map((code) => ({ code, name: code })),
        merchants: merchants.map((tin) => {
          const c = companies.find((x) => x.tin === tin);
          return { tin, name: c?.name ?? tin, vatPayer: c?.vatPayer ?? true, customers: [] };
        }),
        condition: { isMedicine: false },
      });
    }
    if (path === '/rest/sendData' && req.method === 'GET') {
      if (state.fault.mode !== 'stale-upload') state.lastSent = now();
      return send(res, 200, {});
    }
    if (path === '/rest/bankAccounts' && req.method === 'GET') {
      if (!url.searchParams.get('tin')) return refuse(res, 'tin талбарын утга хоосон');
      return send(res, 200, []);
    }
    // The tax authority's public lookups (api.ebarimt.mn), served here for the local stack.
    if (path === '/api/info/check/getTinInfo' && req.method === 'GET') {
      const c = companies.find((x) => x.regNo === url.searchParams.get('regNo'));
      return send(res, 200, c ? { status: 200, msg: 'Амжилттай', data: Number(c.tin) } : { status: 500, msg: 'Хэрэглэгчийн мэдээлэл олдсонгүй.', data: null });
    }
    if (path === '/api/info/check/getInfo' && req.method === 'GET') {
      const c = companies.find((x) => x.tin === url.searchParams.get('tin'));
      return send(res, 200, {
        status: 200,
        msg: 'Амжилттай',
        data: c ? { name: c.name, vatPayer: c.vatPayer, cityPayer: c.cityPayer, freeProject: false, found: true, isGovernment: false } : null,
      });
    }
    return send(res, 404, { status: 'ERROR', message: 'not found' });
  }

  const daemonServer = createServer((req, res) => {
    daemon(req, res).catch((e) => sendNow(res, 500, { status: 'ERROR', message: String(e) }));
  });
  const sockets = new Set();
  daemonServer.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  const listen = (server, port) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve(/** @type {import('node:net').AddressInfo} */ (server.address()).port);
      });
    });
  let daemonPort = await listen(daemonServer, options.port ?? 0);

  /** "down": the daemon's port refuses connections; anything else: it listens again. */
  async function setFault(mode, ms = 0) {
    if (!FAULT_MODES.includes(mode)) throw new Error(`unknown fault ${mode}`);
    const wasDown = state.fault.mode === 'down';
    state.fault = { mode, ms };
    if (mode === 'down' && !wasDown) {
      await new Promise((r) => {
        daemonServer.close(() => r(undefined));
        for (const s of sockets) s.destroy();
      });
    } else if (mode !== 'down' && wasDown) {
      daemonPort = await listen(daemonServer, daemonPort);
    }
    log(`fault: ${mode}${ms ? ` ${ms} ms` : ''}`);
  }

  const snapshot = () => ({ fault: state.fault, lotteriesLeft: state.lotteriesLeft, receipts: [...state.receipts.values()] });

  const controlServer = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}`);
    const send = sendNow;
    if (url.pathname === '/__sim/state' && req.method === 'GET') return send(res, 200, snapshot());
    if (url.pathname === '/__sim/fault' && req.method === 'POST') {
      const body = await readBody(req);
      try {
        await setFault(body?.mode, Number(body?.ms ?? 0));
      } catch (e) {
        return send(res, 400, { message: String(e) });
      }
      return send(res, 200, snapshot());
    }
    if (url.pathname === '/__sim/reset' && req.method === 'POST') {
      await setFault('none');
      state.receipts.clear();
      state.lotteriesLeft = initialLotteries;
      state.lastSent = now();
      return send(res, 200, snapshot());
    }
    return send(res, 404, { message: 'not found' });
  });
  const controlPort = await listen(controlServer, options.controlPort ?? 0);

  return {
    url: `http://${host}:${daemonPort}`,
    controlUrl: `http://${host}:${controlPort}`,
    setFault,
    snapshot,
    /** Receipts issued so far (live objects). */
    receipts: () => [...state.receipts.values()],
    async close() {
      for (const s of sockets) s.destroy();
      await Promise.all([
        new Promise((r) => (daemonServer.listening ? daemonServer.close(() => r(undefined)) : r(undefined))),
        new Promise((r) => controlServer.close(() => r(undefined))),
      ]);
    },
  };
}

// `node bridge/posapi-simulator.mjs [port] [controlPort]`: a daemon for the local stack.
if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 7080);
  const controlPort = Number(process.argv[3] ?? port + 1);
  const sim = await startPosApiSimulator({ port, controlPort, log: (line) => console.log(`[posapi-sim] ${line}`) });
  console.log(`PosAPI 3.0 simulator on ${sim.url} (control ${sim.controlUrl})`);
}
