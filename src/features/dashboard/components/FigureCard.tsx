import './dashboard.css';
import type { ReactNode } from 'react';
import { Card, CardBody, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import type { QueryState } from '../../../firebase/queries';

export interface FigureCardProps {
  label: string;
  icon: string;
  state: 'error' | 'ready' | 'loading';
  children?: ReactNode;
  testId: string;
}

/**
 * One number of the dashboard: label, icon, value (spinner while loading, a short note on error). It
 * fits its border at every width (dashboard.css): a narrow card puts the value under the icon and label.
 */
export function FigureCard({ label, icon, state, children, testId }: FigureCardProps) {
  const { t } = useTranslation();
  return (
    <Card className="h-100 shadow-sm border-0 figure-card" data-testid={testId}>
      <CardBody className="figure-card-body">
        <div className="figure-card-inner">
          <span className="figure-card-icon text-primary bg-primary-subtle rounded-3" aria-hidden="true">
            <i className={`bi ${icon}`} />
          </span>
          <div className="figure-card-text">
            <div className="figure-card-label text-muted small">{label}</div>
            {state === 'loading' && (
              <div className="figure-card-status">
                <Spinner size="sm" className="mt-1" aria-label={t('dashboard.loading')} />
              </div>
            )}
            {state === 'error' && <div className="figure-card-status small text-danger">{t('dashboard.error')}</div>}
            {state === 'ready' && (
              <div className="figure-card-value" data-testid={`${testId}-value`}>
                {children}
              </div>
            )}
          </div>
        </div>
      </CardBody>
    </Card>
  );
}

/** Card body placeholder for a chart or table: spinner or error note; null when ready. */
export function SectionStatus({ state }: { state: 'error' | 'ready' | 'loading' }) {
  const { t } = useTranslation();
  if (state === 'loading') {
    return (
      <div className="d-flex justify-content-center align-items-center py-5">
        <Spinner aria-label={t('dashboard.loading')} />
      </div>
    );
  }
  if (state === 'error') return <div className="small text-danger py-3">{t('dashboard.error')}</div>;
  return null;
}

/** What a figure's query state shows: a spinner, the error note, or the value. */
export function stateOf(state: Pick<QueryState<unknown>, 'loading' | 'error'>): 'error' | 'ready' | 'loading' {
  if (state.error) return 'error';
  return state.loading ? 'loading' : 'ready';
}
