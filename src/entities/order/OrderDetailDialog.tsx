import { Button, Modal, ModalBody, ModalFooter, ModalHeader, Spinner, Table } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import './texts';
import { Money } from '../../components';
import { useSessionUser } from '../../auth/AuthProvider';
import { usePerson } from '../person/queries';
import { contactName, contactPhone, doorRefundOf, purchaseTypeLabel, statusLabel, totalsOf } from './orderView';
import type { Order } from './order';

export interface OrderDetailDialogProps {
  /** The order to show; null keeps the dialog closed. */
  order: Order | null;
  onClose: () => void;
}

/**
 * Order detail (docs/delivery.md, order lists): the orderer's name and phone (read from the user
 * record by userId, else the order's own snapshot), the products as sold (image, name, original
 * price, size, colours, categories, sold price), the totals and the delivery address. A delivery
 * with goods refunded at the door strikes those lines through and shows what was ordered, what
 * was refunded and what was delivered and paid (the order's own totals, since the confirmation).
 */
export function OrderDetailDialog({ order, onClose }: OrderDetailDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={order !== null} toggle={onClose} size="lg" scrollable data-testid="order-detail">
      <ModalHeader toggle={onClose} closeAriaLabel={t('order.detail.close')}>
        {t('order.detail.title')}
      </ModalHeader>
      <ModalBody>{order && <OrderDetailBody order={order} />}</ModalBody>
      <ModalFooter>
        <Button type="button" color="secondary" onClick={onClose}>
          {t('order.detail.close')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}

function OrderDetailBody({ order }: { order: Order }) {
  const { t } = useTranslation();
  const session = useSessionUser();
  // A courier may not read customer records: the order's own snapshot names the orderer.
  const { data: user, loading } = usePerson(session.role !== 'DeliveryBoy' ? order.userId : null, 'orders');
  const name = user ? [user.lastName, user.firstName].filter(Boolean).join(' ') : contactName(order);
  const phone = user?.phone || contactPhone(order);
  const totals = totalsOf(order.products);
  const refunded = new Set(order.refundedProductIds ?? []);
  // Lines taken back at the counter (docs/returns.md): sold, then returned or exchanged.
  const returned = new Set(order.returnedProductIds ?? []);
  const door = doorRefundOf(order);
  const pieces = (count: number) => t('order.detail.pieces', { count });
  const address = [order.address, order.addressDescription].filter(Boolean).join(', ');
  return (
    <>
      <dl className="row mb-3">
        <dt className="col-5 col-sm-3">{t('order.detail.orderer')}</dt>
        <dd className="col-7 col-sm-9" data-testid="order-detail-orderer">
          {loading ? <Spinner size="sm" /> : name || t('ui.common.noValue')}
        </dd>
        <dt className="col-5 col-sm-3">{t('order.detail.phone')}</dt>
        <dd className="col-7 col-sm-9">{loading ? null : phone || t('ui.common.noValue')}</dd>
        <dt className="col-5 col-sm-3">{t('order.detail.purchaseType')}</dt>
        <dd className="col-7 col-sm-9">{purchaseTypeLabel(order.purchaseType, t)}</dd>
        <dt className="col-5 col-sm-3">{t('order.detail.status')}</dt>
        <dd className="col-7 col-sm-9">{statusLabel(order.pending_status, t)}</dd>
        {address && (
          <>
            <dt className="col-5 col-sm-3">{t('order.detail.address')}</dt>
            <dd className="col-7 col-sm-9 text-break" data-testid="order-detail-address">
              {address}
            </dd>
          </>
        )}
      </dl>
      <div className="table-responsive">
        <Table size="sm" className="align-middle" aria-label={t('order.detail.title')}>
          <thead>
            <tr>
              <th scope="col">{t('order.detail.image')}</th>
              <th scope="col">{t('order.detail.name')}</th>
              <th scope="col">{t('order.detail.originalPrice')}</th>
              <th scope="col">{t('order.detail.size')}</th>
              <th scope="col">{t('order.detail.colors')}</th>
              <th scope="col">{t('order.detail.categories')}</th>
              <th scope="col">{t('order.detail.soldPrice')}</th>
            </tr>
          </thead>
          <tbody>
            {order.products.map((p, i) => {
              const back = refunded.has(p.id);
              // A line refunded at the door was not sold: struck through, greyed, with its badge.
              const struck = back ? 'text-decoration-line-through' : undefined;
              return (
                <tr key={`${p.id}-${i}`} data-testid="order-detail-line" data-refunded={back ? 'true' : undefined} className={back ? 'text-muted' : undefined}>
                  <td>
                    {p.pics[0] ? (
                      <img
                        src={p.pics[0].picUrl}
                        alt={p.name}
                        width={48}
                        height={48}
                        className="rounded border"
                        style={{ objectFit: 'cover', opacity: back ? 0.5 : undefined }}
                      />
                    ) : (
                      <span className="text-muted small">{t('order.detail.noPicture')}</span>
                    )}
                  </td>
                  <td>
                    <div style={{ minWidth: '8rem' }} className={struck}>
                      {p.name}
                    </div>
                    <div className="small text-muted">{p.sku}</div>
                    {back && (
                      <span className="badge bg-warning text-dark" data-testid="order-detail-refunded">
                        {t('order.detail.refunded')}
                      </span>
                    )}
                    {returned.has(p.id) && (
                      <span className="badge bg-info text-dark" data-testid="order-detail-returned">
                        {t('order.detail.returned')}
                      </span>
                    )}
                  </td>
                  <td>
                    <Money value={p.originalPrice} className={struck} />
                  </td>
                  <td>{p.size}</td>
                  <td>{p.colors.join(', ')}</td>
                  <td>{p.categories.join(', ')}</td>
                  <td>
                    <Money value={p.price} className={struck} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </div>
      {door ? (
        <>
          <p className="small text-muted mb-2">{t('order.detail.doorRefundHint')}</p>
          <dl className="row mb-0">
            <dt className="col-6 col-sm-4">{t('order.detail.ordered')}</dt>
            <dd className="col-6 col-sm-8" data-testid="order-detail-ordered-total">
              <Money value={door.ordered.soldTotalPrice} /> <span className="small text-muted">({pieces(door.ordered.quantity)})</span>
            </dd>
            <dt className="col-6 col-sm-4">{t('order.detail.refundedTotal')}</dt>
            <dd className="col-6 col-sm-8" data-testid="order-detail-refunded-total">
              <Money value={0 - door.refunded.soldTotalPrice} className="text-danger" />{' '}
              <span className="small text-muted">({pieces(door.refunded.quantity)})</span>
            </dd>
            <dt className="col-6 col-sm-4">{t('order.detail.paidTotal')}</dt>
            <dd className="col-6 col-sm-8 fw-semibold" data-testid="order-detail-sold-total">
              <Money value={door.delivered.soldTotalPrice} /> <span className="small text-muted fw-normal">({pieces(door.delivered.quantity)})</span>
            </dd>
            <dt className="col-6 col-sm-4">{t('order.detail.deliveredOriginalTotal')}</dt>
            <dd className="col-6 col-sm-8" data-testid="order-detail-original-total">
              <Money value={door.delivered.originalTotalPrice} />
            </dd>
          </dl>
        </>
      ) : (
        <dl className="row mb-0">
          <dt className="col-6 col-sm-3">{t('order.detail.originalTotal')}</dt>
          <dd className="col-6 col-sm-9" data-testid="order-detail-original-total">
            <Money value={order.originalTotalPrice || totals.original} />
          </dd>
          <dt className="col-6 col-sm-3">{t('order.detail.soldTotal')}</dt>
          <dd className="col-6 col-sm-9" data-testid="order-detail-sold-total">
            <Money value={order.soldTotalPrice || totals.sold} />
          </dd>
          {order.keptTotalPrice !== undefined && (
            <>
              <dt className="col-6 col-sm-3">{t('order.detail.keptTotal')}</dt>
              <dd className="col-6 col-sm-9 fw-semibold" data-testid="order-detail-kept-total">
                <Money value={order.keptTotalPrice} />
              </dd>
            </>
          )}
        </dl>
      )}
    </>
  );
}

export default OrderDetailDialog;
