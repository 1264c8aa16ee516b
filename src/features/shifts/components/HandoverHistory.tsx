import '../texts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Table } from 'reactstrap';
import { Money } from '../../../components';
import type { CashHandover } from '../../../entities/shift/shift';
import type { Person } from '../../../entities/person/person';
import { personName } from '../../../entities/person/person';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { readHandoverFigures } from '../api/shiftFigureQueries';
import { readHandoversForCsv, useHandovers, useHandoverTotals, type HandoverFilter } from '../api/shiftQueries';
import { handoverCsvColumns } from '../domain/shiftCsv';
import { FilterSelect, ListState, PeriodFilter, PeriodTotals, usePeriod } from './ListParts';

/** "Check": the courier's deliveries of the hand-over's window summed again. */
function CheckButton({ h }: { h: CashHandover }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const now = await readHandoverFigures(h.courierId, h.from, h.until);
      setResult(now.deliveries === h.deliveries && now.expected === h.expected ? t('shifts.handover.checkMatches') : t('shifts.handover.checkDiffers', { deliveries: now.deliveries, expected: formatMoney(now.expected) }));
    } catch (e) {
      console.error('check hand-over', e);
      setResult(t('shifts.handover.readFailed'));
    } finally {
      setBusy(false);
    }
  };
  return result ? (
    <span className="small" data-testid="handover-check-result">
      {result}
    </span>
  ) : (
    <Button size="sm" color="link" onClick={() => void run()} disabled={busy} data-testid="handover-check">
      {t('shifts.handover.check')}
    </Button>
  );
}

/** The hand-overs of a period, by courier, differences highlighted, totals, CSV. */
export function HandoverHistory({ couriers }: { couriers: readonly Person[] }) {
  const { t } = useTranslation();
  const period = usePeriod();
  const { range, invalid } = period;
  const [courierId, setCourierId] = useState('');
  const filter: HandoverFilter | null = useMemo(() => (invalid ? null : { courierId: courierId || null, range }), [invalid, courierId, range]);
  const list = useHandovers(filter);
  // Summed again when the listed hand-overs change (a string, stable between renders).
  const totals = useHandoverTotals(filter, (list.data ?? []).map((x) => x.id).join());
  const columns = useMemo(() => handoverCsvColumns(t), [t]);
  return (
    <section data-testid="handover-history">
      <PeriodFilter idPrefix="handovers" period={period} csv={filter && { file: t('shifts.handover.csvFile'), columns, read: (options) => readHandoversForCsv(filter, options), total: totals.data?.n ?? null }}>
        <FilterSelect id="handovers-courier" label={t('shifts.handover.courier')} all={t('shifts.handover.allCouriers')} value={courierId} onChange={setCourierId} options={couriers.map((c) => ({ value: c.id, label: personName(c) }))} />
      </PeriodFilter>
      <PeriodTotals text="shifts.handover.totals" totals={totals.data} testId="handover-totals" />
      <ListState state={list} empty={t('shifts.handover.empty')}>
        <Table size="sm" hover responsive className="align-middle small" data-testid="handover-table">
          <thead>
            <tr>
              {['createdAt', 'courier', 'window', 'deliveries', 'expected', 'counted', 'difference', 'by', 'note'].map((c) => (
                <th key={c} className={['deliveries', 'expected', 'counted', 'difference'].includes(c) ? 'text-end' : ''}>
                  {t(`shifts.handover.columns.${c}`)}
                </th>
              ))}
              <th />
            </tr>
          </thead>
          <tbody>
            {(list.data ?? []).map((h) => (
              <tr key={h.id} data-testid="handover-row" className={h.difference < 0 ? 'table-danger' : ''}>
                <td className="text-nowrap">{formatDateTime(h.createdAtMs)}</td>
                <td>{h.courierName}</td>
                <td className="text-nowrap">{formatDateTime(h.untilMs)}</td>
                <td className="text-end">{h.deliveries}</td>
                <td className="text-end">
                  <Money value={h.expected} />
                </td>
                <td className="text-end">
                  <Money value={h.counted} />
                </td>
                <td className={`text-end text-nowrap ${h.difference < 0 ? 'text-danger fw-bold' : h.difference > 0 ? 'text-warning-emphasis fw-bold' : ''}`} data-testid="handover-difference-cell">
                  {formatMoney(h.difference)}
                </td>
                <td>{h.createdUser}</td>
                <td>{h.note}</td>
                <td>
                  <CheckButton h={h} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ListState>
      {list.hasNext && (
        <div className="text-center">
          <Button color="secondary" outline size="sm" onClick={list.next} disabled={list.loadingMore}>
            {t('ui.list.more')}
          </Button>
        </div>
      )}
    </section>
  );
}
