import '../texts';
import type { ReactNode } from 'react';
import { Card, CardBody, Col, Row, Table } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components';
import { purchaseTypeLabel } from '../../../entities/order/orderView';
import { OTHER_PURCHASE_TYPE, type PurchaseTypeFigures, type SalesSummary } from '../domain/salesReport';

/** The name of a purchase type (the order labels, as everywhere); other values raw. */
export function usePurchaseTypeLabel(): (purchaseType: string) => string {
  const { t } = useTranslation();
  return (purchaseType) => (purchaseType === '' ? t('reports.purchaseType.none') : purchaseTypeLabel(purchaseType, t));
}

/** The breakdown's name of a row: the other types' row as such. */
function useBreakdownLabel(): (purchaseType: string) => string {
  const { t } = useTranslation();
  const label = usePurchaseTypeLabel();
  return (purchaseType) => (purchaseType === OTHER_PURCHASE_TYPE ? t('reports.purchaseType.other') : label(purchaseType));
}

function Figure({ label, value, note, testId, icon }: { label: string; value: ReactNode; note?: ReactNode; testId: string; icon: string }) {
  return (
    <Col xs={6}>
      <Card className="h-100 shadow-sm" data-testid={testId}>
        <CardBody className="p-2 p-md-3">
          <div className="small text-muted d-flex align-items-center gap-1">
            <i className={`bi ${icon}`} aria-hidden="true" />
            <span>{label}</span>
          </div>
          <div className="fs-5 fw-semibold text-break" data-testid={`${testId}-value`}>
            {value}
          </div>
          {note && <div className="small text-muted">{note}</div>}
        </CardBody>
      </Card>
    </Col>
  );
}

/** Summary cards of the sales report (refunded sales left out). */
export function SalesSummaryCards({ summary }: { summary: SalesSummary }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('reports.sales.summary.label')} className="h-100">
      <Row className="g-2 h-100">
        <Figure
          testId="summary-goods"
          icon="bi-bag-check"
          label={t('reports.sales.summary.goods')}
          value={summary.goods.toLocaleString('en-US')}
          note={summary.refunded > 0 ? t('reports.sales.summary.refunded', { count: summary.refunded }) : undefined}
        />
        <Figure
          testId="summary-sold"
          icon="bi-cash-stack"
          label={t('reports.sales.summary.soldTotal')}
          value={<Money value={summary.soldTotal} />}
          note={t('reports.sales.summary.baseTotal', { amount: `${summary.basePrice.toLocaleString('en-US')}₮` })}
        />
        <Figure
          testId="summary-discount"
          icon="bi-percent"
          label={t('reports.sales.summary.discount')}
          value={<Money value={summary.discountTotal} />}
          note={t('reports.sales.summary.discountLines', { count: summary.discountedLines })}
        />
        <Figure
          testId="summary-vat"
          icon="bi-receipt"
          label={t('reports.sales.summary.vat')}
          value={<Money value={summary.vatTotal} />}
          note={t('reports.sales.summary.vatLines', { count: summary.vatLines })}
        />
      </Row>
    </section>
  );
}

/** Goods and sold total per purchase type. */
export function PurchaseTypeTable({ rows }: { rows: readonly PurchaseTypeFigures[] }) {
  const { t } = useTranslation();
  const label = useBreakdownLabel();
  return (
    <Card className="h-100 shadow-sm" data-testid="purchase-type-breakdown">
      <CardBody className="p-2 p-md-3">
        <h2 className="h6 mb-2">{t('reports.sales.breakdown.title')}</h2>
        <div className="table-responsive">
          <Table size="sm" className="mb-0 align-middle" aria-label={t('reports.sales.breakdown.title')}>
            <thead>
              <tr>
                <th scope="col">{t('reports.sales.breakdown.type')}</th>
                <th scope="col" className="text-end">
                  {t('reports.sales.breakdown.goods')}
                </th>
                <th scope="col" className="text-end">
                  {t('reports.sales.breakdown.soldTotal')}
                </th>
                <th scope="col" className="text-end">
                  {t('reports.sales.breakdown.share')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.purchaseType} data-testid={`breakdown-${r.purchaseType || 'none'}`}>
                  <td>{label(r.purchaseType)}</td>
                  <td className="text-end">{r.goods.toLocaleString('en-US')}</td>
                  <td className="text-end">
                    <Money value={r.soldTotal} />
                  </td>
                  <td className="text-end text-nowrap">
                    {(r.share * 100).toFixed(1)}%
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </CardBody>
    </Card>
  );
}
