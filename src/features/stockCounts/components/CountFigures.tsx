import { useTranslation } from 'react-i18next';
import type { CountFigures as Figures } from '../domain/stockCount';

const TILES: { key: keyof Figures; color: string }[] = [
  { key: 'expected', color: 'secondary' },
  { key: 'scanned', color: 'primary' },
  { key: 'found', color: 'success' },
  { key: 'missing', color: 'danger' },
  { key: 'elsewhere', color: 'warning' },
  { key: 'sold', color: 'info' },
  { key: 'unknown', color: 'dark' },
];

/** The count's live figures. */
export function CountFigures({ figures }: { figures: Figures }) {
  const { t } = useTranslation();
  return (
    <div className="row g-2 mb-3" data-testid="count-figures">
      {TILES.map(({ key, color }) => (
        <div key={key} className="col-6 col-md-3 col-xl">
          <div className={`border border-${color} rounded p-2 h-100 bg-body`}>
            <div className="small text-body-secondary text-truncate">{t(`stockCounts.figure.${key}`)}</div>
            <div className={`fs-4 fw-bold text-${color === 'dark' ? 'body' : color}`} data-testid={`figure-${key}`}>
              {figures[key]}
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
