import { formatMoney } from '../../../lib/money';
import { formatDateTime } from '../../../lib/dates';
import { escapeHtml, receiptCss, type ReceiptPaper } from '../../../entities/order/receipt/receiptHtml';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../entities/order/payment';
import { DENOMINATIONS, shiftBalance, type CashCount, type CashMove, type Shift, type ShiftFigures } from '../../../entities/shift/shift';

/**
 * The X report (a shift so far, nothing closed) and the Z report (the close, numbered by the shift):
 * the lines both show on screen and on 80 / 58 mm paper (docs/shifts.md, "The reports"). Pure.
 */

export type ReportKind = 'x' | 'z';

/** One line: its text key (shifts.report.*), the amount (a count when `count`), how it reads. */
export interface ReportRow {
  key: string;
  amount: number;
  /** A number of sales or returns, not money. */
  count?: boolean;
  /** 'minus': taken from the drawer (printed with a minus sign); 'total': a result; 'short' / 'over': the difference. */
  tone?: 'minus' | 'total' | 'short' | 'over';
  /** A method's key (shifts.report.method.*) for the per-method lines. */
  method?: PaymentMethod;
}

export interface ShiftReport {
  kind: ReportKind;
  /** The drawer: float, cash in and out, expected (and for a Z: counted and the difference). */
  cash: ReportRow[];
  /** Per method, what the shift took: to compare with the card terminal's batch, the QPay and bank statements. */
  methods: ReportRow[];
  /** Sales, returns, discounts, VAT. */
  sales: ReportRow[];
  /** The count by denomination (a Z counted so), largest first. */
  counted: { denomination: number; count: number }[];
  /** Counted - expected (null for an X). */
  difference: number | null;
}

function differenceTone(d: number): ReportRow['tone'] {
  return d < 0 ? 'short' : d > 0 ? 'over' : 'total';
}

/**
 * The report of `shift` with `figures` (summed up to now for an X; as stored for a Z). A Z needs the
 * shift closed (its count and difference).
 */
export function shiftReport(kind: ReportKind, shift: Shift, figures: ShiftFigures): ShiftReport {
  const b = shiftBalance(figures, shift.float, shift.payIns, shift.payOuts);
  const cash: ReportRow[] = [
    { key: 'float', amount: shift.float },
    { key: 'cashReceived', amount: b.cashReceived },
    { key: 'change', amount: b.change, tone: 'minus' },
    { key: 'cashRefunds', amount: figures.paidBack.cash, tone: 'minus' },
    { key: 'payIns', amount: shift.payIns },
    { key: 'payOuts', amount: shift.payOuts, tone: 'minus' },
    { key: 'expected', amount: b.expectedCash, tone: 'total' },
  ];
  let difference: number | null = null;
  if (kind === 'z' && shift.countedCash !== null) {
    difference = shift.countedCash - b.expectedCash;
    cash.push({ key: 'counted', amount: shift.countedCash, tone: 'total' }, { key: 'difference', amount: difference, tone: differenceTone(difference) });
  }
  const methods: ReportRow[] = PAYMENT_METHODS.map((m) => ({ key: 'method', method: m, amount: b.net[m] }));
  const sales: ReportRow[] = [
    { key: 'sales', amount: figures.sales, count: true },
    { key: 'salesTotal', amount: figures.salesTotal },
    { key: 'returns', amount: figures.returns, count: true },
    { key: 'returnedTotal', amount: figures.returnedTotal },
    { key: 'exchangedTotal', amount: figures.exchangedTotal },
    { key: 'discounts', amount: b.discounts },
    { key: 'vat', amount: figures.vat },
  ];
  const count: CashCount = kind === 'z' ? (shift.countedCount ?? {}) : {};
  const counted = DENOMINATIONS.filter((d) => (count[`${d}`] ?? 0) > 0).map((d) => ({ denomination: d, count: count[`${d}`] ?? 0 }));
  return { kind, cash, methods, sales, counted, difference };
}

/** An amount as a report prints it: money (with a minus when taken out) or a count. */
export function rowValue(row: ReportRow): string {
  if (row.count) return String(row.amount);
  if (row.tone === 'minus' && row.amount !== 0) return `-${formatMoney(row.amount)}`;
  return formatMoney(row.amount);
}

// ------------------------------------------------------------------------------------------------
// On paper
// ------------------------------------------------------------------------------------------------

export interface ShiftReportTexts {
  /** "X report" / "Z report №{{no}}" already filled in. */
  title: string;
  storeLabel: string;
  shiftLabel: string;
  opened: string;
  closed: string;
  printed: string;
  /** Row texts by key; methods by method. */
  rows: Record<string, string>;
  methods: Record<PaymentMethod, string>;
  cashSection: string;
  methodsSection: string;
  salesSection: string;
  countedSection: string;
  movesSection: string;
  moveIn: string;
  moveOut: string;
  reasons: Record<string, string>;
  note: string;
  signature: string;
  /** What a difference below / above 0 is called ("Short", "Over"). */
  short: string;
  over: string;
}

export interface ShiftReportPrint {
  report: ShiftReport;
  shift: Shift;
  moves: readonly CashMove[];
  printedAtMs: number;
}

/** A label and a value on one line; `cls` 'money' keeps an amount on one line, other values wrap. */
function line(label: string, value: string, cls = 'money', testId = ''): string {
  const id = testId ? ` data-testid="${testId}"` : '';
  return `<div class="row${cls ? ` ${cls}` : ''}"${id}><span>${escapeHtml(label)}</span><span>${escapeHtml(value)}</span></div>`;
}

function rowHtml(row: ReportRow, texts: ShiftReportTexts): string {
  const name = row.method ? texts.methods[row.method] : (texts.rows[row.key] ?? row.key);
  const label = row.tone === 'short' ? `${name} (${texts.short})` : row.tone === 'over' ? `${name} (${texts.over})` : name;
  const cls = row.tone === 'total' || row.tone === 'short' || row.tone === 'over' ? 'money total' : 'money';
  return line(label, rowValue(row), cls, `shift-print-${row.method ?? row.key}`);
}

/** The report as a print document of one roll width (the receipts' CSS: docs/receipts.md). */
export function shiftReportHtml(p: ShiftReportPrint, texts: ShiftReportTexts, paper: ReceiptPaper, lang: string): string {
  const { report, shift } = p;
  const body: string[] = [
    `<div class="center shop-name" data-testid="shift-print-title">${escapeHtml(texts.title)}</div>`,
    line(texts.storeLabel, shift.storeName, ''),
    line(texts.shiftLabel, `№${shift.no}`, ''),
    line(texts.opened, `${formatDateTime(shift.openedAtMs)} · ${shift.openedUser}`, ''),
    ...(report.kind === 'z' && shift.closedAtMs ? [line(texts.closed, `${formatDateTime(shift.closedAtMs)} · ${shift.closedUser}`, '')] : []),
    line(texts.printed, formatDateTime(p.printedAtMs), ''),
    '<hr class="rule">',
    `<div class="ebarimt-title">${escapeHtml(texts.cashSection)}</div>`,
    ...report.cash.map((r) => rowHtml(r, texts)),
  ];
  if (report.counted.length > 0) {
    body.push('<hr class="rule">', `<div class="ebarimt-title">${escapeHtml(texts.countedSection)}</div>`);
    for (const c of report.counted) body.push(line(`${formatMoney(c.denomination)} × ${c.count}`, formatMoney(c.denomination * c.count)));
  }
  body.push('<hr class="rule">', `<div class="ebarimt-title">${escapeHtml(texts.methodsSection)}</div>`, ...report.methods.map((r) => rowHtml(r, texts)));
  body.push('<hr class="rule">', `<div class="ebarimt-title">${escapeHtml(texts.salesSection)}</div>`, ...report.sales.map((r) => rowHtml(r, texts)));
  if (p.moves.length > 0) {
    body.push('<hr class="rule">', `<div class="ebarimt-title">${escapeHtml(texts.movesSection)}</div>`);
    for (const m of p.moves) {
      const sign = m.type === 'out' ? '-' : '+';
      const what = `${m.type === 'in' ? texts.moveIn : texts.moveOut}: ${texts.reasons[m.reason] ?? m.reason}${m.note ? ` (${m.note})` : ''}`;
      body.push(line(what, `${sign}${formatMoney(m.amount)}`, 'money muted'));
    }
  }
  if (report.kind === 'z' && shift.note) body.push('<hr class="rule">', `<div class="muted">${escapeHtml(texts.note)}: ${escapeHtml(shift.note)}</div>`);
  if (report.kind === 'z') body.push('<hr class="rule">', `<div class="muted" style="margin-top:6mm">${escapeHtml(texts.signature)}: ____________</div>`);
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeHtml(texts.title)}</title>`,
    `<style>${receiptCss(paper)}</style>`,
    '</head>',
    `<body data-paper="${paper}" data-kind="shift-${report.kind}">`,
    ...body,
    '</body>',
    '</html>',
  ].join('\n');
}
