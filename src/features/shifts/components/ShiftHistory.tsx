import '../texts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Table } from 'reactstrap';
import { Money } from '../../../components';
import { isLeftOpen, type Shift } from '../../../entities/shift/shift';
import type { Location } from '../../../entities/location/location';
import type { Person } from '../../../entities/person/person';
import { personName } from '../../../entities/person/person';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { readShiftsForCsv, useShiftHistory, useShiftTotals, type ShiftFilter } from '../api/shiftQueries';
import { shiftCsvColumns } from '../domain/shiftCsv';
import { startOfToday } from '../domain/shiftDates';
import { FilterSelect, ListState, PeriodFilter, PeriodTotals, usePeriod } from './ListParts';
import { ShiftDetailDialog } from './ShiftDetailDialog';

function DifferenceCell({ value }: { value: number | null }) {
  if (value === null) return <td />;
  const cls = value < 0 ? 'text-danger fw-bold' : value > 0 ? 'text-warning-emphasis fw-bold' : '';
  return (
    <td className={`text-end text-nowrap ${cls}`} data-testid="shift-difference">
      {formatMoney(value)}
    </td>
  );
}

/** Shifts of a period by store and seller, differences highlighted, totals, CSV (docs/shifts.md). */
export function ShiftHistory({ stores, sellers }: { stores: readonly Location[]; sellers: readonly Person[] }) {
  const { t } = useTranslation();
  const period = usePeriod();
  const { range, invalid } = period;
  const [storeId, setStoreId] = useState('');
  const [userId, setUserId] = useState('');
  const filter: ShiftFilter | null = useMemo(() => (invalid ? null : { storeId: storeId || null, userId: userId || null, range }), [invalid, storeId, userId, range]);
  const list = useShiftHistory(filter);
  // Summed again when the listed shifts change (one closed meanwhile): a string, stable between renders.
  const totals = useShiftTotals(filter, (list.data ?? []).map((x) => `${x.id}:${x.status}`).join());
  const [open, setOpen] = useState<Shift | null>(null);
  const today = startOfToday(new Date());
  const columns = useMemo(() => shiftCsvColumns(t), [t]);
  return (
    <section data-testid="shift-history">
      <PeriodFilter idPrefix="shifts" period={period} csv={filter && { file: t('shifts.history.csvFile'), columns, read: (options) => readShiftsForCsv(filter, options), total: totals.data?.n ?? null }}>
        <FilterSelect id="shifts-store" label={t('shifts.store')} all={t('shifts.history.allStores')} value={storeId} onChange={setStoreId} options={stores.map((x) => ({ value: x.id, label: x.name }))} />
        <FilterSelect id="shifts-seller" label={t('shifts.history.seller')} all={t('shifts.history.allSellers')} value={userId} onChange={setUserId} options={sellers.map((p) => ({ value: p.id, label: personName(p) }))} />
      </PeriodFilter>
      <PeriodTotals text="shifts.history.totals" totals={totals.data} testId="shift-totals" />
      <ListState state={list} empty={t('shifts.history.empty')}>
        <Table size="sm" hover responsive className="align-middle small" data-testid="shift-table">
          <thead>
            <tr>
              {['store', 'no', 'seller', 'opened', 'closed', 'float', 'expected', 'counted', 'difference', 'status'].map((c) => (
                <th key={c} className={['float', 'expected', 'counted', 'difference'].includes(c) ? 'text-end' : ''}>
                  {t(`shifts.history.columns.${c}`)}
                </th>
              ))}
              <th />
            </tr>
          </thead>
          <tbody>
            {(list.data ?? []).map((s) => (
              <tr key={s.id} data-testid="shift-row" data-shift={s.id} className={s.difference !== null && s.difference < 0 ? 'table-danger' : ''}>
                <td>{s.storeName}</td>
                <td>{s.no}</td>
                <td>{s.openedUser}</td>
                <td className="text-nowrap">{formatDateTime(s.openedAtMs)}</td>
                <td className="text-nowrap">{s.closedAtMs ? formatDateTime(s.closedAtMs) : ''}</td>
                <td className="text-end">
                  <Money value={s.float} />
                </td>
                <td className="text-end">{s.expectedCash !== null && <Money value={s.expectedCash} />}</td>
                <td className="text-end">{s.countedCash !== null && <Money value={s.countedCash} />}</td>
                <DifferenceCell value={s.difference} />
                <td>
                  {isLeftOpen(s, today) ? (
                    <Badge color="danger">{t('shifts.history.status.leftOpen')}</Badge>
                  ) : (
                    <Badge color={s.status === 'open' ? 'info' : 'secondary'}>{t(`shifts.history.status.${s.status}`)}</Badge>
                  )}
                </td>
                <td>
                  <Button size="sm" color="link" onClick={() => setOpen(s)} data-testid="shift-details">
                    {t('shifts.history.details')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ListState>
      {list.hasNext && (
        <div className="text-center">
          <Button color="secondary" outline size="sm" onClick={list.next} disabled={list.loadingMore} data-testid="list-more">
            {t('ui.list.more')}
          </Button>
        </div>
      )}
      {open && <ShiftDetailDialog shift={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
