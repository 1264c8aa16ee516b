import '../texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Input, Label, Spinner } from 'reactstrap';
import { PageTitle } from '../../../components';
import { useSessionUser } from '../../../auth/AuthProvider';
import { personName } from '../../../entities/person/person';
import { useCashDrawer } from '../../../entities/shift/useCashDrawer';
import { useShift, useStores } from '../api/shiftQueries';
import type { ShiftActor } from '../api/shiftWrites';
import { CurrentShift } from '../components/CurrentShift';
import { LoadFailed } from '../components/ListParts';
import { OpenShiftCard } from '../components/OpenShiftCard';
import { ClosedShiftPanel } from '../components/ZReport';

const CHOSEN_STORE_KEY = 'cashShiftStore';

function rememberedStore(): string {
  try {
    return window.localStorage.getItem(CHOSEN_STORE_KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * /cash-shift (docs/shifts.md): the store counter's cash shift. A seller works its own store's; Admin,
 * Manager and dev choose the store (remembered on this device). Open with the float, pay in and out,
 * the X report, the close with the counted drawer and its Z report.
 */
export default function CashShiftPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const chooses = !user.isSeller;
  const stores = useStores(chooses);
  const [chosen, setChosen] = useState(rememberedStore);
  const storeId = user.isSeller ? user.locationId : chosen || null;
  const drawer = useCashDrawer(storeId);
  const openId = drawer.data?.openShiftId ?? null;
  const shift = useShift(openId);
  const [closedId, setClosedId] = useState<string | null>(null);
  const by: ShiftActor = { id: user.id, name: personName(user) };

  const choose = (id: string) => {
    setChosen(id);
    setClosedId(null);
    try {
      window.localStorage.setItem(CHOSEN_STORE_KEY, id);
    } catch {
      // The choice lasts for this page only.
    }
  };

  let body;
  if (user.isSeller && !user.locationId) body = <Alert color="warning">{t('shifts.noStore')}</Alert>;
  else if (!storeId) body = null;
  else if (drawer.error || shift.error) {
    body = (
      <LoadFailed
        onRetry={() => {
          drawer.retry?.();
          shift.retry?.();
        }}
      />
    );
  } else if (drawer.loading || (openId && shift.loading)) body = <Spinner size="sm" />;
  else if (closedId) body = <ClosedShiftPanel id={closedId} onDone={() => setClosedId(null)} />;
  else if (shift.data && shift.data.status === 'open') body = <CurrentShift key={shift.data.id} shift={shift.data} by={by} onClosed={setClosedId} />;
  else body = <OpenShiftCard key={storeId} storeId={storeId} by={by} />;

  return (
    <>
      <PageTitle title={t('shifts.title')} />
      {chooses && (
        <div className="mb-3" style={{ maxWidth: 360 }}>
          <Label for="shift-store" className="small mb-1">
            {t('shifts.store')}
          </Label>
          <Input id="shift-store" type="select" value={chosen} onChange={(e) => choose(e.target.value)} data-testid="shift-store">
            <option value="">{t('shifts.chooseStore')}</option>
            {(stores.data ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Input>
        </div>
      )}
      {body}
    </>
  );
}
