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

/** One number of the dashboard: label, icon, value (spinner while loading, a short note on error). */
export function FigureCard({ label, icon, state, children, testId }: FigureCardProps) {
  const { t } = useTranslation();
  return (
    <Card className="h-100 shadow-sm border-0" data-testid={testId}>
      <CardBody className="d-flex align-items-center gap-3">
        <span className="fs-3 text-primary bg-primary-subtle rounded-3 px-2" aria-hidden="true">
          <i className={`bi ${icon}`} />
        </span>
        <div style={{ minWidth: 0 }}>
          <div className="text-muted small">{label}</div>
          {state === 'loading' && <Spinner size="sm" className="mt-1" aria-label={t('dashboard.loading')} />}
          {state === 'error' && <div className="small text-danger">{t('dashboard.error')}</div>}
          {state === 'ready' && (
            <div className="fs-5 fw-semibold text-nowrap" data-testid={`${testId}-value`}>
              {children}
            </div>
          )}
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
