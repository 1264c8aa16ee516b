import '../texts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Col, Input, Label, Table } from 'reactstrap';
import { Money } from '../../../components';
import { CsvExportButton } from '../../../components/CsvExportButton';
import { ReportRangeFilter, useReportRange } from '../../../components/ReportRangeFilter';
import { isLeftOpen, type Shift } from '../../../entities/shift/shift';
import type { Location } from '../../../entities/location/location';
import type { Person } from '../../../entities/person/person';
import { personName } from '../../../entities/person/person';
import { csvFileName } from '../../../lib/csv';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { readShiftsForCsv, useShiftHistory, useShiftTotals, type ShiftFilter } from '../api/shiftQueries';
import { shiftCsvColumns } from '../domain/shiftCsv';
import { startOfToday } from '../domain/shiftDates';
import { ListState, PeriodTotals } from './ListParts';
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
  const [range, setRange, initial] = useReportRange();
  const [storeId, setStoreId] = useState('');
  const [userId, setUserId] = useState('');
  const [invalid, setInvalid] = useState(false);
  const filter: ShiftFilter | null = useMemo(() => (invalid ? null : { storeId: storeId || null, userId: userId || null, range }), [invalid, storeId, userId, range]);
  const list = useShiftHistory(filter);
  // Summed again when the listed shifts change (one closed meanwhile): a string, stable between renders.
  const totals = useShiftTotals(filter, (list.data ?? []).map((x) => `${x.id}:${x.status}`).join());
  const [open, setOpen] = useState<Shift | null>(null);
  const today = startOfToday(new Date());
  const columns = useMemo(() => shiftCsvColumns(t), [t]);
  return (
    <section data-testid="shift-history">
      <ReportRangeFilter
        idPrefix="shifts"
        initial={initial}
        range={range}
        onSearch={(r) => {
          setInvalid(false);
          setRange(r);
        }}
        onInvalid={() => setInvalid(true)}
        actions={
          filter && (
            <CsvExportButton
              fileName={csvFileName(t('shifts.history.csvFile'), range.start.toISOString().slice(0, 10), range.end.toISOString().slice(0, 10))}
              columns={columns}
              read={(options) => readShiftsForCsv(filter, options)}
              total={totals.data?.n ?? null}
            />
          )
        }
      >
        <Col xs={12} md={3}>
          <Label for="shifts-store" className="small mb-1">
            {t('shifts.store')}
          </Label>
          <Input id="shifts-store" type="select" value={storeId} onChange={(e) => setStoreId(e.target.value)} data-testid="shifts-store">
            <option value="">{t('shifts.history.allStores')}</option>
            {stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Input>
        </Col>
        <Col xs={12} md={3}>
          <Label for="shifts-seller" className="small mb-1">
            {t('shifts.history.seller')}
          </Label>
          <Input id="shifts-seller" type="select" value={userId} onChange={(e) => setUserId(e.target.value)} data-testid="shifts-seller">
            <option value="">{t('shifts.history.allSellers')}</option>
            {sellers.map((p) => (
              <option key={p.id} value={p.id}>
                {personName(p)}
              </option>
            ))}
          </Input>
        </Col>
      </ReportRangeFilter>
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
