import '../texts';
import { useId } from 'react';
import { Alert } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { useListItems } from '../../../entities/nameList/nameList';
import { DELIVERY_ADDRESS_MAX, DELIVERY_DESCRIPTION_MAX, type DeliveryDraft, type DeliveryErrors } from './saleForms';

export interface DeliveryStepProps {
  value: DeliveryDraft;
  /** Shown once Continue was pressed (i18n keys). */
  errors: DeliveryErrors;
  onChange: (next: DeliveryDraft) => void;
}

/** Sell by delivery, step 2: the delivery point (deliveryLocations), the address and its description. */
export function DeliveryStep({ value, errors, onChange }: DeliveryStepProps) {
  const { t } = useTranslation();
  const id = useId();
  const points = useListItems('deliveryLocations', 'text');
  return (
    <div data-testid="sale-step-delivery">
      {points.error && (
        <Alert color="danger" role="alert">
          {t('selling.wizard.loadError')}
        </Alert>
      )}
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-point`}>
          {t('selling.wizard.delivery.point')}
        </label>
        <select
          id={`${id}-point`}
          className={`form-select${errors.duureg ? ' is-invalid' : ''}`}
          aria-invalid={Boolean(errors.duureg)}
          value={value.duureg}
          disabled={points.loading}
          data-testid="delivery-point"
          onChange={(e) => {
            const point = points.data.find((p) => p.id === e.target.value);
            onChange({ ...value, duureg: point?.id ?? '', duuregName: point?.name ?? '' });
          }}
        >
          <option value="">{points.loading ? t('selling.wizard.loading') : t('selling.wizard.delivery.choosePoint')}</option>
          {points.data.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        {errors.duureg && <div className="invalid-feedback">{t(errors.duureg)}</div>}
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-address`}>
          {t('selling.wizard.delivery.address')}
        </label>
        <input
          id={`${id}-address`}
          type="text"
          className={`form-control${errors.address ? ' is-invalid' : ''}`}
          aria-invalid={Boolean(errors.address)}
          value={value.address}
          data-testid="delivery-address"
          onChange={(e) => onChange({ ...value, address: e.target.value })}
        />
        {errors.address && <div className="invalid-feedback">{t(errors.address, { max: DELIVERY_ADDRESS_MAX })}</div>}
      </div>
      <div className="mb-1">
        <label className="form-label" htmlFor={`${id}-description`}>
          {t('selling.wizard.delivery.description')}
        </label>
        <textarea
          id={`${id}-description`}
          className={`form-control${errors.addressDescription ? ' is-invalid' : ''}`}
          aria-invalid={Boolean(errors.addressDescription)}
          rows={2}
          value={value.addressDescription}
          data-testid="delivery-description"
          onChange={(e) => onChange({ ...value, addressDescription: e.target.value })}
        />
        {errors.addressDescription && <div className="invalid-feedback">{t(errors.addressDescription, { max: DELIVERY_DESCRIPTION_MAX })}</div>}
      </div>
    </div>
  );
}
