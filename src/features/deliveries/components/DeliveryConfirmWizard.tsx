import { useState } from 'react';
import { Input, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import '../texts';
import { DataTable, Money, Wizard, type DataTableColumn, type WizardStep } from '../../../components';
import type { Product } from '../../../entities/product/product';
import type { Order, OrderProduct } from '../../../entities/order/order';
import { useOrderLottery, useOrderProducts } from '../api/deliveriesApi';
import { canRefundLine, WIZARD_PAGE_SIZES } from '../domain/deliveries';
import { contactName } from '../../../entities/order/orderView';

export interface DeliveryConfirmWizardProps {
  /** The delivering order to confirm; null keeps the wizard closed. */
  order: Order | null;
  onClose: () => void;
  /** Saves the delivery with the ticked products refunded; a rejection keeps the wizard open. */
  onConfirm: (order: Order, refundIds: ReadonlySet<string>) => Promise<void>;
}

/** Table 2's check icon: the 3-step delivery confirmation (goods, lottery, confirm). */
export function DeliveryConfirmWizard({ order, onClose, onConfirm }: DeliveryConfirmWizardProps) {
  const ids = order ? [...new Set(order.products.map((p) => p.id))] : null;
  const products = useOrderProducts(ids);
  const lottery = useOrderLottery(order?.id ?? null, order?.lotteryId);
  return (
    <DeliveryConfirmWizardView
      order={order}
      products={products.data}
      productsLoading={products.loading}
      lotteryCode={lottery.data}
      lotteryLoading={lottery.loading}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}

export interface DeliveryConfirmWizardViewProps extends DeliveryConfirmWizardProps {
  /** The order's product documents by id (null: missing or unreadable). */
  products: ReadonlyMap<string, Product | null>;
  productsLoading: boolean;
  lotteryCode: string | null;
  lotteryLoading: boolean;
}

/** The wizard itself, fed by props (component tests drive it without Firestore). */
export function DeliveryConfirmWizardView({
  order,
  products,
  productsLoading,
  lotteryCode,
  lotteryLoading,
  onClose,
  onConfirm,
}: DeliveryConfirmWizardViewProps) {
  const { t } = useTranslation();
  const [refundIds, setRefundIds] = useState<Set<string>>(new Set());
  const [orderId, setOrderId] = useState<string | null>(order?.id ?? null);
  // Another order (or a reopening) starts with nothing ticked.
  if ((order?.id ?? null) !== orderId) {
    setOrderId(order?.id ?? null);
    setRefundIds(new Set());
  }

  const refundable = (line: OrderProduct): boolean => {
    if (!order) return false;
    const p = products.get(line.id) ?? null;
    return canRefundLine(p ? { exists: true, orderId: p.orderId, isSold: p.isSold, isDeliveryPending: p.isDeliveryPending } : null, order, line.id);
  };

  const toggle = (id: string, on: boolean) =>
    setRefundIds((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  // The refund tick first: on a phone it stays in view without scrolling the table.
  const columns: DataTableColumn<OrderProduct>[] = [
    {
      key: 'refund',
      header: t('deliveries.wizard.refund'),
      render: (line) => {
        return (
          <div className="form-check mb-0">
            <Input
              type="checkbox"
              className="form-check-input"
              aria-label={t('deliveries.wizard.refundOf', { name: line.name })}
              data-testid="refund-tick"
              data-product-id={line.id}
              disabled={productsLoading || !refundable(line)}
              checked={refundIds.has(line.id)}
              onChange={(e) => toggle(line.id, e.target.checked)}
            />
          </div>
        );
      },
    },
    {
      key: 'image',
      header: t('order.detail.image'),
      render: (line) => {
        const pic = products.get(line.id)?.pics[0] ?? line.pics[0];
        return pic ? (
          <img src={pic.picUrl} alt={line.name} width={44} height={44} className="rounded border" style={{ objectFit: 'cover' }} />
        ) : (
          <span className="text-muted small">{t('order.detail.noPicture')}</span>
        );
      },
    },
    {
      key: 'name',
      header: t('order.detail.name'),
      render: (line) => (
        <div style={{ minWidth: '8rem' }}>
          <div>{line.name}</div>
          <div className="small text-muted">
            {line.sku} · {line.size}
          </div>
          {!productsLoading && products.get(line.id) == null && <div className="small text-warning-emphasis">{t('deliveries.wizard.missing')}</div>}
        </div>
      ),
    },
    { key: 'price', header: t('order.detail.soldPrice'), render: (line) => <Money value={line.price} original={line.originalPrice} /> },
  ];

  const lines = order ? order.products.filter((p, i, all) => all.findIndex((q) => q.id === p.id) === i) : [];
  const refunded = lines.filter((l) => refundIds.has(l.id)).length;

  const steps: WizardStep[] = [
    {
      id: 'goods',
      label: t('deliveries.wizard.goods'),
      canContinue: !productsLoading,
      content: (
        <div data-testid="wizard-goods">
          <p className="small text-muted">{t('deliveries.wizard.goodsHint')}</p>
          <DataTable
            columns={columns}
            rows={lines}
            rowKey="id"
            pageSizes={WIZARD_PAGE_SIZES}
            defaultPageSize={5}
            loading={productsLoading}
            compact
            ariaLabel={t('deliveries.wizard.goods')}
          />
        </div>
      ),
    },
    {
      id: 'lottery',
      label: t('deliveries.wizard.lottery'),
      content: (
        <div data-testid="wizard-lottery" className="text-center py-3">
          {lotteryLoading ? (
            <Spinner size="sm" />
          ) : lotteryCode ? (
            <>
              <div className="text-muted">{t('deliveries.wizard.lotteryCode')}</div>
              <div className="fs-3 fw-semibold" data-testid="lottery-code">
                {lotteryCode}
              </div>
            </>
          ) : (
            <div className="fs-5">{t('deliveries.wizard.noLottery')}</div>
          )}
        </div>
      ),
    },
    {
      id: 'confirm',
      label: t('deliveries.wizard.confirm'),
      content: (
        <div data-testid="wizard-confirm">
          <p>{order ? t('deliveries.wizard.confirmText', { name: contactName(order) }) : null}</p>
          <p className="fw-semibold mb-0" data-testid="wizard-summary">
            {t('deliveries.wizard.summary', { sold: lines.length - refunded, refunded })}
          </p>
        </div>
      ),
    },
  ];

  return (
    <Wizard
      isOpen={order !== null}
      onClose={onClose}
      title={t('deliveries.wizard.title')}
      steps={steps}
      finishLabel={t('deliveries.wizard.finish')}
      backLabel={t('deliveries.wizard.previous')}
      onFinish={async () => {
        if (order) await onConfirm(order, refundIds);
      }}
    />
  );
}
