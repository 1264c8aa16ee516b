import '../texts';
import { useTranslation } from 'react-i18next';
import { Table } from 'reactstrap';
import { formatMoney } from '../../../lib/money';
import { rowValue, type ReportRow, type ShiftReport } from '../domain/shiftReport';

function label(row: ReportRow, t: (key: string) => string): string {
  return row.method ? t(`shifts.report.method.${row.method}`) : t(`shifts.report.${row.key}`);
}

function RowsTable({ title, rows, testId }: { title: string; rows: readonly ReportRow[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <Table size="sm" className="mb-3" data-testid={testId}>
      <thead>
        <tr>
          <th colSpan={2}>{title}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const tone =
            row.tone === 'short' ? 'text-danger fw-bold' : row.tone === 'over' ? 'text-warning-emphasis fw-bold' : row.tone === 'total' ? 'fw-bold' : '';
          return (
            <tr key={row.method ?? row.key} data-testid={`shift-row-${row.method ?? row.key}`}>
              <td className={tone}>
                {label(row, t)}
                {row.tone === 'short' && ` (${t('shifts.report.short')})`}
                {row.tone === 'over' && ` (${t('shifts.report.over')})`}
              </td>
              <td className={`text-end text-nowrap ${tone}`}>{rowValue(row)}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/** A shift's X or Z report on screen: the drawer, per method, the sales (docs/shifts.md). */
export function ShiftReportView({ report }: { report: ShiftReport }) {
  const { t } = useTranslation();
  return (
    <div className="row g-3" data-testid={`shift-report-${report.kind}`}>
      <div className="col-md-6">
        <RowsTable title={t('shifts.report.cashSection')} rows={report.cash} testId="shift-report-cash" />
        {report.counted.length > 0 && (
          <Table size="sm" data-testid="shift-report-counted">
            <thead>
              <tr>
                <th colSpan={2}>{t('shifts.report.countedSection')}</th>
              </tr>
            </thead>
            <tbody>
              {report.counted.map((c) => (
                <tr key={c.denomination}>
                  <td>
                    {formatMoney(c.denomination)} × {c.count}
                  </td>
                  <td className="text-end">{formatMoney(c.denomination * c.count)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </div>
      <div className="col-md-6">
        <RowsTable title={t('shifts.report.methodsSection')} rows={report.methods} testId="shift-report-methods" />
        <RowsTable title={t('shifts.report.salesSection')} rows={report.sales} testId="shift-report-sales" />
      </div>
    </div>
  );
}
