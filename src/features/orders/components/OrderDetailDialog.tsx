import { Button, Modal, ModalBody, ModalFooter, ModalHeader, Spinner, Table } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import '../../../i18n/deliveries';
import { Money } from '../../../components';
import { useSessionUser } from '../../../auth/AuthProvider';
import { useOrderer } from '../../deliveries/api/deliveriesApi';
import { contactName, contactPhone, purchaseTypeLabel, statusLabel, totalsOf } from '../../deliveries/domain/deliveries';
import type { Order } from '../domain/types';

export interface OrderDetailDialogProps {
  /** The order to show; null keeps the dialog closed. */
  order: Order | null;
  onClose: () => void;
}

/**
 * Order detail (stock-and-sales.md section 2): the orderer's name and phone (read from the user
 * record by userId, else the order's own snapshot), the products as sold (image, name, original
 * price, size, colours, categories, sold price), the totals and the delivery address.
 */
export function OrderDetailDialog({ order, onClose }: OrderDetailDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={order !== null} toggle={onClose} size="lg" scrollable data-testid="order-detail">
      <ModalHeader toggle={onClose} closeAriaLabel={t('deliveries.detail.close')}>
        {t('deliveries.detail.title')}
      </ModalHeader>
      <ModalBody>{order && <OrderDetailBody order={order} />}</ModalBody>
      <ModalFooter>
        <Button type="button" color="secondary" onClick={onClose}>
          {t('deliveries.detail.close')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}

function OrderDetailBody({ order }: { order: Order }) {
  const { t } = useTranslation();
  const session = useSessionUser();
  // A courier may not read customer records: the order's own snapshot names the orderer.
  const { user, loading } = useOrderer(order.userId, session.role !== 'DeliveryBoy');
  const name = user ? [user.lastName, user.firstName].filter(Boolean).join(' ') : contactName(order);
  const phone = user?.phone || contactPhone(order);
  const totals = totalsOf(order.products);
  const refunded = new Set(order.refundedProductIds ?? []);
  const address = [order.address, order.addressDescription].filter(Boolean).join(', ');
  return (
    <>
      <dl className="row mb-3">
        <dt className="col-5 col-sm-3">{t('deliveries.detail.orderer')}</dt>
        <dd className="col-7 col-sm-9" data-testid="order-detail-orderer">
          {loading ? <Spinner size="sm" /> : name || t('ui.common.noValue')}
        </dd>
        <dt className="col-5 col-sm-3">{t('deliveries.detail.phone')}</dt>
        <dd className="col-7 col-sm-9">{loading ? null : phone || t('ui.common.noValue')}</dd>
        <dt className="col-5 col-sm-3">{t('deliveries.detail.purchaseType')}</dt>
        <dd className="col-7 col-sm-9">{purchaseTypeLabel(order.purchaseType, t)}</dd>
        <dt className="col-5 col-sm-3">{t('deliveries.detail.status')}</dt>
        <dd className="col-7 col-sm-9">{statusLabel(order.pending_status, t)}</dd>
        {address && (
          <>
            <dt className="col-5 col-sm-3">{t('deliveries.detail.address')}</dt>
            <dd className="col-7 col-sm-9 text-break" data-testid="order-detail-address">
              {address}
            </dd>
          </>
        )}
      </dl>
      <div className="table-responsive">
        <Table size="sm" className="align-middle" aria-label={t('deliveries.detail.title')}>
          <thead>
            <tr>
              <th scope="col">{t('deliveries.detail.image')}</th>
              <th scope="col">{t('deliveries.detail.name')}</th>
              <th scope="col">{t('deliveries.detail.originalPrice')}</th>
              <th scope="col">{t('deliveries.detail.size')}</th>
              <th scope="col">{t('deliveries.detail.colors')}</th>
              <th scope="col">{t('deliveries.detail.categories')}</th>
              <th scope="col">{t('deliveries.detail.soldPrice')}</th>
            </tr>
          </thead>
          <tbody>
            {order.products.map((p, i) => (
              <tr key={`${p.id}-${i}`} data-testid="order-detail-line">
                <td>
                  {p.pics[0] ? (
                    <img src={p.pics[0].picUrl} alt={p.name} width={48} height={48} className="rounded border" style={{ objectFit: 'cover' }} />
                  ) : (
                    <span className="text-muted small">{t('deliveries.detail.noPicture')}</span>
                  )}
                </td>
                <td>
                  <div style={{ minWidth: '8rem' }}>{p.name}</div>
                  <div className="small text-muted">{p.sku}</div>
                  {refunded.has(p.id) && <span className="badge bg-warning text-dark">{t('deliveries.detail.refunded')}</span>}
                </td>
                <td>
                  <Money value={p.originalPrice} />
                </td>
                <td>{p.size}</td>
                <td>{p.colors.join(', ')}</td>
                <td>{p.categories.join(', ')}</td>
                <td>
                  <Money value={p.price} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      <dl className="row mb-0">
        <dt className="col-6 col-sm-3">{t('deliveries.detail.originalTotal')}</dt>
        <dd className="col-6 col-sm-9" data-testid="order-detail-original-total">
          <Money value={order.originalTotalPrice || totals.original} />
        </dd>
        <dt className="col-6 col-sm-3">{t('deliveries.detail.soldTotal')}</dt>
        <dd className="col-6 col-sm-9" data-testid="order-detail-sold-total">
          <Money value={order.soldTotalPrice || totals.sold} />
        </dd>
      </dl>
    </>
  );
}

export default OrderDetailDialog;
