import '../texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, FormGroup, Input, Label } from 'reactstrap';
import { showFailure } from '../../../components';
import type { Location } from '../../../entities/location/location';
import { useCashDrawer } from '../../../entities/shift/useCashDrawer';
import { saveShiftRequired } from '../api/shiftWrites';
import { shiftErrorText } from './shiftErrors';

function StoreSwitch({ store }: { store: Location }) {
  const drawer = useCashDrawer(store.id);
  const [busy, setBusy] = useState(false);
  const on = drawer.data?.shiftRequired ?? false;
  const toggle = async () => {
    setBusy(true);
    try {
      await saveShiftRequired(store.id, !on);
    } catch (e) {
      console.error('shift setting', e);
      void showFailure(shiftErrorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormGroup switch className="mb-1">
      <Input type="switch" role="switch" id={`shift-required-${store.id}`} checked={on} disabled={busy || drawer.loading || drawer.error !== null} onChange={() => void toggle()} data-testid="shift-required-switch" data-store={store.id} />
      <Label check for={`shift-required-${store.id}`}>
        {store.name}
      </Label>
    </FormGroup>
  );
}

/** The business's setting per store: its sales need an open cash shift (the sale's rules check it too). */
export function ShiftSettingsCard({ stores }: { stores: readonly Location[] }) {
  const { t } = useTranslation();
  return (
    <section className="card card-body mb-3" data-testid="shift-settings">
      <h2 className="h6">{t('shifts.required.settingTitle')}</h2>
      <p className="small text-body-secondary mb-2">{t('shifts.required.settingHint')}</p>
      {stores.length === 0 ? <Alert color="light" className="mb-0 py-1">{t('shifts.chooseStore')}</Alert> : stores.map((s) => <StoreSwitch key={s.id} store={s} />)}
    </section>
  );
}
