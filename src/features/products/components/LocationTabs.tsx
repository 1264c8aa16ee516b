import '../texts';
import { useId } from 'react';
import { Input, Label, Nav, NavItem, NavLink } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { useStockLocations } from '../api/stockLocationQueries';
import type { ProductLocationType } from '../../../entities/product/product';

export type LocationTab = 'all' | ProductLocationType;

export interface LocationTabsProps {
  tabs: readonly LocationTab[];
  locationType: LocationTab;
  locationId: string;
  onChange: (locationType: LocationTab, locationId: string) => void;
}

/**
 * The location tabs above the grid (all, warehouses, stores, merchants); a tab other than "all"
 * offers a select of its specific location ('' = every location of the tab). Only the active tab's
 * locations are read.
 */
export function LocationTabs({ tabs, locationType, locationId, onChange }: LocationTabsProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const type = locationType === 'all' ? null : locationType;
  const locations = useStockLocations(type ?? 'store', type !== null);
  const rows = locations.data;

  return (
    <div className="d-flex flex-wrap align-items-center gap-2" data-testid="location-tabs">
      {tabs.length > 1 && (
        <Nav pills className="product-location-tabs flex-wrap gap-1" role="tablist" aria-label={t('products.tabs.label')}>
          {tabs.map((tab) => (
            <NavItem key={tab}>
              <NavLink
                tag="button"
                type="button"
                role="tab"
                aria-selected={tab === locationType}
                active={tab === locationType}
                className="py-1 px-3"
                onClick={() => tab !== locationType && onChange(tab, '')}
                data-testid={`location-tab-${tab}`}
              >
                {t(`products.tabs.${tab}`)}
              </NavLink>
            </NavItem>
          ))}
        </Nav>
      )}
      {type && (
        <div className="d-flex align-items-center gap-2 product-location-select">
          <Label for={selectId} className="visually-hidden">
            {t(`products.tabs.specific.${type}`)}
          </Label>
          <Input
            id={selectId}
            type="select"
            bsSize="sm"
            value={locationId}
            onChange={(e) => onChange(type, e.target.value)}
            data-testid="location-select"
          >
            <option value="">{t(`products.tabs.allOf.${type}`)}</option>
            {/* A chosen location not (yet) in the list still shows. */}
            {locationId !== '' && !rows.some((r) => r.id === locationId) && <option value={locationId}>{locationId}</option>}
            {rows.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </Input>
        </div>
      )}
    </div>
  );
}
