import '../texts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, FormFeedback, Label, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { Money, MoneyInput } from '../../../components';
import { formatMoney } from '../../../lib/money';
import { approvedPriceError, requesterName, type DiscountRequest } from '../domain/discountRequest';

export interface ApproveDiscountDialogProps {
  request: DiscountRequest;
  isOpen: boolean;
  onClose: () => void;
  /** Saves the approval; resolves true when it went through (the dialog then closes). */
  onConfirm: (approvedPrice: number) => Promise<boolean>;
  /** Modal animation; default true (tests turn it off). */
  fade?: boolean;
}

/**
 * The approval dialog of the discount requests list (docs/discounts.md): requester name and
 * phone, product picture, name, price, requested price, size, width, height, location; a
 * thousands-separated price input (prefilled with the requested price) and confirm. Without a price
 * nothing happens; a spinner shows while saving and repeat clicks are ignored.
 */
export function ApproveDiscountDialog({ request, isOpen, onClose, onConfirm, fade = true }: ApproveDiscountDialogProps) {
  const { t } = useTranslation();
  const [price, setPrice] = useState<number | null>(request.requestPrice > 0 ? request.requestPrice : null);
  const [saving, setSaving] = useState(false);
  const p = request.product;
  const error = price === null ? null : approvedPriceError(price, p.originalPrice);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    // The approval does nothing without a price.
    if (saving || price === null || approvedPriceError(price, p.originalPrice) !== null) return;
    setSaving(true);
    const ok = await onConfirm(price);
    setSaving(false);
    if (ok) onClose();
  };

  const rows: [string, ReactNode][] = [
    [t('discounts.approve.requester'), requesterName(request) || t('ui.common.noValue')],
    [t('discounts.approve.phone'), request.createdUser.phone || t('ui.common.noValue')],
    [t('discounts.approve.name'), p.name],
    [t('discounts.approve.price'), <Money key="price" value={p.price} original={p.originalPrice} />],
    [t('discounts.approve.requestPrice'), <Money key="request" value={request.requestPrice} />],
    [t('discounts.approve.size'), p.size || t('ui.common.noValue')],
    [t('discounts.approve.width'), p.width || t('ui.common.noValue')],
    [t('discounts.approve.height'), p.height || t('ui.common.noValue')],
    [t('discounts.approve.location'), p.locationName || request.locationName || t('ui.common.noValue')],
  ];

  return (
    <Modal isOpen={isOpen} toggle={saving ? undefined : onClose} fade={fade} backdrop="static" data-testid="approve-dialog">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <ModalHeader toggle={saving ? undefined : onClose} closeAriaLabel={t('discounts.approve.close')}>
          {t('discounts.approve.title')}
        </ModalHeader>
        <ModalBody>
          <div className="d-flex flex-wrap gap-3">
            {p.pics[0] ? (
              <img
                src={p.pics[0].picUrl}
                alt={t('discounts.list.pictureOf', { name: p.name })}
                width={120}
                height={120}
                className="rounded border"
                style={{ objectFit: 'cover' }}
              />
            ) : null}
            <dl className="mb-0 flex-grow-1 small" style={{ minWidth: '14rem' }}>
              {rows.map(([label, value]) => (
                <div key={label} className="d-flex gap-2">
                  <dt className="fw-normal text-muted" style={{ width: '40%', flexShrink: 0 }}>{label}</dt>
                  <dd className="mb-1 fw-semibold text-break">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="mt-3">
            <Label for="approve-price">{t('discounts.approve.discountPrice')}</Label>
            <MoneyInput
              id="approve-price"
              value={price}
              onChange={setPrice}
              invalid={error !== null}
              disabled={saving}
              data-testid="approve-price"
            />
            {error === 'tooHigh' && (
              <FormFeedback className="d-block">{t('discounts.approve.tooHigh', { price: formatMoney(p.originalPrice) })}</FormFeedback>
            )}
          </div>
        </ModalBody>
        <ModalFooter>
          <Button type="button" color="secondary" outline onClick={onClose} disabled={saving}>
            {t('discounts.approve.close')}
          </Button>
          <Button type="submit" color="primary" disabled={saving} data-testid="approve-confirm">
            {saving && <Spinner size="sm" className="me-2" aria-label={t('discounts.approve.saving')} />}
            {t('discounts.approve.confirm')}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}

export default ApproveDiscountDialog;
