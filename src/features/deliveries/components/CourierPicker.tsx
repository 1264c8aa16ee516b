import { useId, useState } from 'react';
import { Button, FormFeedback, Input, Label, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import '../texts';
import type { DeliveryBoySnapshot } from '../../../entities/order/order';
import { courierError } from '../domain/deliveries';
import { courierName } from '../../../entities/order/orderView';

export interface CourierPickerProps {
  isOpen: boolean;
  couriers: readonly DeliveryBoySnapshot[];
  loading?: boolean;
  onClose: () => void;
  /** Saves the choice; a rejection keeps the picker open. */
  onPick: (courier: DeliveryBoySnapshot) => Promise<void>;
}

/** Table 1's check icon: choose a delivery person (required: 'Delivery user empty.'). */
export function CourierPicker({ isOpen, couriers, loading = false, onClose, onPick }: CourierPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    setChosen('');
    setError(null);
    setBusy(false);
  }

  const save = async () => {
    const problem = courierError(chosen);
    if (problem) {
      setError(t(problem));
      return;
    }
    const courier = couriers.find((c) => c.id === chosen);
    if (!courier) {
      setError(t('deliveries.courierEmpty'));
      return;
    }
    setBusy(true);
    try {
      await onPick(courier);
    } catch {
      // The caller has shown the failure; stay open.
    } finally {
      setBusy(false);
    }
  };

  const close = busy ? undefined : onClose;
  return (
    <Modal isOpen={isOpen} toggle={close} data-testid="courier-picker">
      <ModalHeader toggle={close} closeAriaLabel={t('deliveries.picker.cancel')}>
        {t('deliveries.picker.title')}
      </ModalHeader>
      <ModalBody>
        <Label for={id}>{t('deliveries.picker.label')}</Label>
        {loading ? (
          <div>
            <Spinner size="sm" />
          </div>
        ) : (
          <Input
            id={id}
            type="select"
            value={chosen}
            invalid={error !== null}
            data-testid="courier-select"
            onChange={(e) => {
              setChosen(e.target.value);
              setError(null);
            }}
          >
            <option value="">{t('deliveries.picker.placeholder')}</option>
            {couriers.map((c) => (
              <option key={c.id} value={c.id}>
                {courierName(c)} {c.phone ? `(${c.phone})` : ''}
              </option>
            ))}
          </Input>
        )}
        {error && <FormFeedback className="d-block" role="alert">{error}</FormFeedback>}
        {!loading && couriers.length === 0 && <p className="small text-muted mt-2 mb-0">{t('deliveries.picker.none')}</p>}
      </ModalBody>
      <ModalFooter>
        <Button type="button" color="secondary" outline onClick={onClose} disabled={busy}>
          {t('deliveries.picker.cancel')}
        </Button>
        <Button type="button" color="primary" onClick={() => void save()} disabled={busy} data-testid="courier-save">
          {busy && <Spinner size="sm" className="me-2" />}
          {t('deliveries.picker.save')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
