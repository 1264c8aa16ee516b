import '../texts';
import { useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Nav, NavItem, NavLink } from 'reactstrap';
import { PageTitle } from '../../../components';
import { useSessionUser } from '../../../auth/AuthProvider';
import { personName, peopleQuery, sortPeople } from '../../../entities/person/person';
import { useLiveQuery } from '../../../firebase/queries';
import { useCouriers, useOpenShifts, useStores } from '../api/shiftQueries';
import { HandoverHistory } from '../components/HandoverHistory';
import { HandoverPanel } from '../components/HandoverPanel';
import { OpenShiftsAlert } from '../components/OpenShiftsAlert';
import { ShiftHistory } from '../components/ShiftHistory';
import { ShiftSettingsCard } from '../components/ShiftSettingsCard';

const SELLER_ROLES = ['Reception In City', 'Reception In Country'] as const;

/**
 * /shifts (Admin, Manager, dev; docs/shifts.md): the open shifts (flagged when left open overnight),
 * the shifts of a period by store and seller with their differences, the couriers' hand-overs, and
 * the business's setting of which stores need an open shift to sell.
 */
export default function ShiftsPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [tab, setTab] = useState<'shifts' | 'handovers'>('shifts');
  const stores = useStores(true);
  const open = useOpenShifts(true);
  const couriers = useCouriers(true);
  const sellersQuery = useMemo(() => peopleQuery(SELLER_ROLES), []);
  const sellers = useLiveQuery(sellersQuery, { tag: 'shifts' });
  const show = (next: 'shifts' | 'handovers') => (e: MouseEvent) => {
    e.preventDefault();
    setTab(next);
  };
  return (
    <>
      <PageTitle title={t('menu.shifts')} />
      <OpenShiftsAlert shifts={open.data ?? []} />
      <Nav tabs className="mb-3">
        <NavItem>
          <NavLink href="#" active={tab === 'shifts'} onClick={show('shifts')} data-testid="tab-shifts">
            {t('shifts.history.shiftsTab')}
          </NavLink>
        </NavItem>
        <NavItem>
          <NavLink href="#" active={tab === 'handovers'} onClick={show('handovers')} data-testid="tab-handovers">
            {t('shifts.history.handoversTab')}
          </NavLink>
        </NavItem>
      </Nav>
      {tab === 'shifts' ? (
        <>
          <ShiftHistory stores={stores.data ?? []} sellers={sortPeople(sellers.data ?? [])} />
          <ShiftSettingsCard stores={stores.data ?? []} />
        </>
      ) : (
        <>
          <HandoverPanel couriers={sortPeople(couriers.data ?? [])} by={{ id: user.id, name: personName(user) }} />
          <HandoverHistory couriers={sortPeople(couriers.data ?? [])} />
        </>
      )}
    </>
  );
}
