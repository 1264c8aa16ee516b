import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Card, CardBody, Input, Label, Spinner } from 'reactstrap';
import { refusedWriteText, showFailure } from '../../../components';
import type { SessionUser } from '../../../auth/sessionUser';
import { CountBook } from '../domain/stockCount';
import { readExpected, readPlaceName, useCountPlaces, type CountPlace } from '../api/stockCountQueries';
import { createStockCount, type Counter } from '../api/stockCountWrites';

/**
 * Starting a count: the Manager (and dev) chooses any store or warehouse; a seller counts its own
 * store. The expected products are read first, so the new count starts with its missing list.
 */
export function NewCount({ user, by }: { user: SessionUser; by: Counter }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const chooses = !user.isSeller;
  const places = useCountPlaces(chooses);
  const [chosen, setChosen] = useState('');
  const [reading, setReading] = useState<number | null>(null);

  const ownStore: CountPlace | null = user.isSeller && user.locationId ? { id: user.locationId, name: '', type: 'store' } : null;
  const all = [...places.stores, ...places.warehouses];
  const target = chooses ? (all.find((p) => `${p.type}:${p.id}` === chosen) ?? null) : ownStore;

  const start = async () => {
    if (!target) return;
    setReading(0);
    try {
      const expected = await readExpected(target.id, setReading);
      const name = target.name || (await readPlaceName(target.type, target.id)) || expected[0]?.locationName || target.id;
      const book = new CountBook(target.id, expected);
      const id = await createStockCount({ locationId: target.id, locationType: target.type, locationName: name }, by, book.lists());
      void navigate(`/stock-counts/${id}`);
    } catch (error) {
      setReading(null);
      void showFailure(refusedWriteText(error) ?? (error instanceof Error ? error.message : String(error)));
    }
  };

  if (user.isSeller && !user.locationId) return <p className="text-danger">{t('stockCounts.new.noStore')}</p>;

  return (
    <Card className="mb-3">
      <CardBody className="d-flex flex-wrap align-items-end gap-2">
        {chooses && (
          <div className="flex-grow-1" style={{ maxWidth: 420 }}>
            <Label for="count-location" className="small mb-1">
              {t('stockCounts.new.location')}
            </Label>
            <Input id="count-location" type="select" value={chosen} onChange={(e) => setChosen(e.target.value)} disabled={places.loading || reading !== null} data-testid="count-location">
              <option value="">{t('stockCounts.new.choose')}</option>
              <optgroup label={t('stockCounts.new.stores')}>
                {places.stores.map((p) => (
                  <option key={p.id} value={`store:${p.id}`}>
                    {p.name}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t('stockCounts.new.warehouses')}>
                {places.warehouses.map((p) => (
                  <option key={p.id} value={`warehouse:${p.id}`}>
                    {p.name}
                  </option>
                ))}
              </optgroup>
            </Input>
          </div>
        )}
        <Button color="primary" disabled={!target || reading !== null} onClick={() => void start()} data-testid="start-count">
          <i className="bi bi-upc-scan me-1" aria-hidden="true" />
          {chooses ? t('stockCounts.new.start') : t('stockCounts.new.startOwn')}
        </Button>
        {reading !== null && (
          <span className="small text-body-secondary">
            <Spinner size="sm" className="me-1" />
            {t('stockCounts.new.reading', { count: reading })}
          </span>
        )}
      </CardBody>
    </Card>
  );
}
