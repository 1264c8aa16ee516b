import '../texts';
import { Card, CardBody, Table } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components';
import { PAYMENT_METHODS, paymentMethodKey } from '../../../entities/order/payment';
import type { PaymentTotals } from '../domain/paymentTotals';

/** Share of the total, one decimal ('0.0%' when there is no total). */
function share(amount: number, total: number): string {
  return `${(total > 0 ? (amount / total) * 100 : 0).toFixed(1)}%`;
}

/** The sales report's totals per payment method: a row per method, "not recorded", and the total. */
export function PaymentTotalsTable({ totals }: { totals: PaymentTotals }) {
  const { t } = useTranslation();
  const rows = [
    ...PAYMENT_METHODS.map((m) => ({ key: m, label: t(paymentMethodKey(m)), amount: totals.methods[m] })),
    { key: 'notRecorded', label: t('reports.sales.payments.notRecorded'), amount: totals.notRecorded },
  ];
  return (
    <Card className="h-100 shadow-sm" data-testid="payment-totals">
      <CardBody className="p-2 p-md-3">
        <h2 className="h6 mb-2">{t('reports.sales.payments.title')}</h2>
        <div className="table-responsive">
          <Table size="sm" className="mb-0 align-middle" aria-label={t('reports.sales.payments.title')}>
            <thead>
              <tr>
                <th scope="col">{t('reports.sales.payments.method')}</th>
                <th scope="col" className="text-end">
                  {t('reports.sales.payments.amount')}
                </th>
                <th scope="col" className="text-end">
                  {t('reports.sales.payments.share')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key} data-testid={`payment-total-${r.key}`} className={r.amount === 0 ? 'text-muted' : undefined}>
                  <td>{r.label}</td>
                  <td className="text-end">
                    <Money value={r.amount} />
                  </td>
                  <td className="text-end text-nowrap">{share(r.amount, totals.total)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="fw-semibold" data-testid="payment-total-all">
                <td>
                  {t('reports.sales.payments.total')}
                  <div className="small text-muted fw-normal">{t('reports.sales.payments.orders', { count: totals.orders })}</div>
                </td>
                <td className="text-end">
                  <Money value={totals.total} />
                </td>
                <td />
              </tr>
            </tfoot>
          </Table>
        </div>
        <p className="small text-muted mb-0 mt-2">{t('reports.sales.payments.note')}</p>
      </CardBody>
    </Card>
  );
}
