import type { CsvColumn } from '../../../lib/csv';
import { formatDateTime } from '../../../lib/dates';
import type { CashHandover, Shift } from '../../../entities/shift/shift';

type T = (key: string) => string;

/** The shifts of a period as CSV (docs/shifts.md): one row per shift, the money as plain integers. */
export function shiftCsvColumns(t: T): CsvColumn<Shift>[] {
  const h = (k: string) => t(`shifts.history.columns.${k}`);
  return [
    { header: h('store'), value: (s) => s.storeName },
    { header: h('no'), value: (s) => s.no },
    { header: h('seller'), value: (s) => s.openedUser },
    { header: h('opened'), value: (s) => formatDateTime(s.openedAtMs) },
    { header: h('closed'), value: (s) => (s.closedAtMs ? formatDateTime(s.closedAtMs) : '') },
    { header: h('float'), value: (s) => s.float },
    { header: t('shifts.report.payIns'), value: (s) => s.payIns },
    { header: t('shifts.report.payOuts'), value: (s) => s.payOuts },
    { header: t('shifts.report.sales'), value: (s) => s.figures?.sales ?? null },
    { header: t('shifts.report.salesTotal'), value: (s) => s.figures?.salesTotal ?? null },
    { header: t('shifts.report.method.cash'), value: (s) => s.figures?.paid.cash ?? null },
    { header: t('shifts.report.method.card'), value: (s) => s.figures?.paid.card ?? null },
    { header: t('shifts.report.method.qpay'), value: (s) => s.figures?.paid.qpay ?? null },
    { header: t('shifts.report.method.bank'), value: (s) => s.figures?.paid.bank ?? null },
    { header: t('shifts.report.cashRefunds'), value: (s) => s.figures?.paidBack.cash ?? null },
    { header: h('expected'), value: (s) => s.expectedCash },
    { header: h('counted'), value: (s) => s.countedCash },
    { header: h('difference'), value: (s) => s.difference },
    { header: h('status'), value: (s) => t(`shifts.history.status.${s.status}`) },
    { header: t('shifts.report.note'), value: (s) => s.note },
  ];
}

export function handoverCsvColumns(t: T): CsvColumn<CashHandover>[] {
  const h = (k: string) => t(`shifts.handover.columns.${k}`);
  return [
    { header: h('createdAt'), value: (x) => formatDateTime(x.createdAtMs) },
    { header: h('courier'), value: (x) => x.courierName },
    { header: h('window'), value: (x) => formatDateTime(x.untilMs) },
    { header: h('deliveries'), value: (x) => x.deliveries },
    { header: h('expected'), value: (x) => x.expected },
    { header: h('counted'), value: (x) => x.counted },
    { header: h('difference'), value: (x) => x.difference },
    { header: h('by'), value: (x) => x.createdUser },
    { header: h('note'), value: (x) => x.note },
  ];
}
