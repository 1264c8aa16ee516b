import i18n from '../../../i18n';
import { openPrintWindow, printInto } from '../../../components/printWindow';
import { readReceiptPaper } from '../../../entities/order/receipt/paper';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../entities/order/payment';
import { CASH_MOVE_REASONS, type CashMove, type Shift } from '../../../entities/shift/shift';
import { shiftReportHtml, type ShiftReport, type ShiftReportTexts } from '../domain/shiftReport';
import '../texts';

const ROW_KEYS = ['float', 'cashReceived', 'change', 'cashRefunds', 'payIns', 'payOuts', 'expected', 'counted', 'difference', 'sales', 'salesTotal', 'returns', 'returnedTotal', 'exchangedTotal', 'discounts', 'vat'];

function texts(report: ShiftReport, shift: Shift): ShiftReportTexts {
  const t = i18n.t.bind(i18n);
  return {
    title: report.kind === 'z' ? t('shifts.report.zTitle', { no: shift.no }) : t('shifts.report.xTitle'),
    storeLabel: t('shifts.report.store'),
    shiftLabel: t('shifts.report.shift'),
    opened: t('shifts.report.opened'),
    closed: t('shifts.report.closed'),
    printed: t('shifts.report.printed'),
    rows: Object.fromEntries(ROW_KEYS.map((k) => [k, t(`shifts.report.${k}`)])),
    methods: Object.fromEntries(PAYMENT_METHODS.map((m) => [m, t(`shifts.report.method.${m}`)])) as Record<PaymentMethod, string>,
    cashSection: t('shifts.report.cashSection'),
    methodsSection: t('shifts.report.methodsSection'),
    salesSection: t('shifts.report.salesSection'),
    countedSection: t('shifts.report.countedSection'),
    movesSection: t('shifts.report.movesSection'),
    moveIn: t('shifts.report.moveIn'),
    moveOut: t('shifts.report.moveOut'),
    reasons: Object.fromEntries(CASH_MOVE_REASONS.map((r) => [r, t(`shifts.move.reasons.${r}`)])),
    note: t('shifts.report.note'),
    signature: t('shifts.report.signature'),
    short: t('shifts.report.short'),
    over: t('shifts.report.over'),
  };
}

/**
 * Prints an X or Z report on the device's receipt roll (80 or 58 mm, as its receipts: docs/receipts.md).
 * Call it inside the click (the print window must open synchronously). False when the browser blocked it.
 */
export function printShiftReport(report: ShiftReport, shift: Shift, moves: readonly CashMove[]): boolean {
  const popup = openPrintWindow('width=420,height=720', i18n.t('shifts.report.popupBlocked'));
  if (!popup) return false;
  printInto(popup, shiftReportHtml({ report, shift, moves, printedAtMs: Date.now() }, texts(report, shift), readReceiptPaper(), i18n.language));
  return true;
}
