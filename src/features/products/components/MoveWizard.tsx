import '../../../entities/product/texts';
import { useEffect, useRef } from 'react';
import { Alert, Badge, Button, Progress, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { DataTable, Wizard, refusedWriteKey, refusedWriteText, type DataTableColumn, type WizardStep } from '../../../components';
import { useSessionUser } from '../../../auth/AuthProvider';
import { resumeMove, UnfinishedMoveError, type MoveProgress } from '../../../entities/product/largeMove';
import { useDraft } from '../../../components/useDraft';
import { useStockLocations, type StockLocation } from '../api/stockLocationQueries';
import { MAX_MOVE, moveProducts } from '../api/productWrites';
import type { Product, ProductLocationType } from '../../../entities/product/product';
import { asStockConflict, conflictMessage } from '../../../entities/product/stockMessages';
import { initMove, occupiedPlaces, placeKey, reduceMove, type MoveChoice } from '../domain/moveDraft';

export interface MoveWizardProps {
  /** The selected products, as the screen shows them (a change by someone else meanwhile fails the move). */
  products: readonly Product[];
  isOpen: boolean;
  onClose: () => void;
  /** Called after a successful move (e.g. to clear the selection), when the wizard closes. */
  onMoved?: () => void;
}

/** Step 1 offers a store or a warehouse; the merchant location type exists but is not offered. */
const OFFERED_TYPES: readonly Exclude<ProductLocationType, 'merchant'>[] = ['store', 'warehouse'];
const TYPE_ICONS: Record<(typeof OFFERED_TYPES)[number], string> = { store: 'bi-shop', warehouse: 'bi-box-seam' };

/** The target table's page sizes 5/20/25, default 5. */
const PAGE_SIZES = [5, 20, 25] as const;

/**
 * Move wizard (docs/products.md, moves): 1 location type, 2 choose the target, 3 'Амжилттай'.
 * Choosing a target asks to confirm, naming how many products go where; confirming moves every
 * product at once, in one transaction with a change-log entry each; a conflict (sold, pending or
 * changed meanwhile) shows a message naming the product and moves nothing.
 */
export function MoveWizard({ products, isOpen, onClose, onMoved }: MoveWizardProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  // What one opening remembers, as a pure draft (domain/moveDraft.ts). Step checks run from handlers
  // of an earlier render (a type button chooses and goes on): they read latest().
  const [draft, send, latest] = useDraft(reduceMove, { open: isOpen, products }, initMove);
  const { type, target, error, moving, moved } = draft;
  // A chosen target's question takes the focus (Enter confirms, and a tablet scrolls it into view).
  const confirmRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (target) confirmRef.current?.focus();
  }, [target]);

  // Opening takes a snapshot of the selection and starts afresh; closing forgets everything.
  if (draft.open !== isOpen) send({ type: 'reset', open: isOpen, products: isOpen ? products : [] });
  const selection = draft.open ? draft.products : products;
  const locations = useStockLocations(type ?? 'store', isOpen && type !== null);

  const tooMany = selection.length > MAX_MOVE;
  const nothing = selection.length === 0;
  const occupied = occupiedPlaces(selection);

  const chooseType = (locationType: ProductLocationType) => send({ type: 'chooseType', locationType });

  const runMove = async (): Promise<boolean> => {
    const chosen = latest().target;
    if (!chosen) {
      send({ type: 'failed', message: t('stock.move.noTarget') });
      return false;
    }
    send({ type: 'moving' });
    try {
      const onProgress = (progress: MoveProgress) => send({ type: 'progress', progress });
      const stopped = latest().unfinished;
      // A large move of this wizard that stopped unfinished is finished, not started again.
      if (stopped) await resumeMove(stopped, undefined, onProgress);
      else await moveProducts(selection, { locationType: chosen.type, locationId: chosen.id, locationName: chosen.name }, { userId: user.id, onProgress });
      send({ type: 'moved', count: selection.length, name: chosen.name });
      return true;
    } catch (e) {
      console.error('move', e);
      if (e instanceof UnfinishedMoveError) {
        const key = refusedWriteKey(e.cause);
        const cause = key === 'ui.errors.offline' || key === 'ui.errors.unavailable' ? t('stock.move.connectionLost') : key ? t(key) : t('stock.move.failed');
        send({ type: 'unfinished', moveId: e.moveId, message: t('stock.move.unfinished', { held: e.held, total: e.total, cause }) });
        return false;
      }
      const conflict = asStockConflict(e);
      send({ type: 'failed', message: conflict ? conflictMessage(conflict, t) : (refusedWriteText(e) ?? t('stock.move.failed')) });
      return false;
    }
  };

  const close = () => {
    const wasMoved = moved !== null;
    onClose();
    if (wasMoved) onMoved?.();
  };

  const locationLabel = (p: Product) => p.locationName || t(`stock.move.types.${p.locationType}`);

  const chooseTarget = (l: MoveChoice | null) => send({ type: 'chooseTarget', target: l });

  /** The target table's columns; choosing a row asks to confirm (the move is step 2's validate). */
  const targetColumns: DataTableColumn<StockLocation>[] = [
    {
      key: 'name',
      header: t('stock.move.columns.name'),
      searchValue: (l) => l.name,
      render: (l) => (
        <div style={{ minWidth: '8rem' }}>
          <span className="fw-semibold">{l.name}</span>
          {occupied.has(placeKey(l)) && (
            <Badge color="secondary" pill className="ms-2 fw-normal">
              {t('stock.move.alreadyHere')}
            </Badge>
          )}
          {/* On a phone the address sits under the name, so the choose button stays in view. */}
          <div className="small text-muted d-md-none">{l.detail}</div>
        </div>
      ),
    },
    {
      key: 'address',
      header: t('stock.move.columns.address'),
      className: 'd-none d-md-table-cell',
      searchValue: (l) => l.detail,
      render: (l) => <div style={{ minWidth: '10rem' }}>{l.detail}</div>,
    },
    {
      key: 'choose',
      header: t('stock.move.columns.choose'),
      className: 'text-end text-nowrap',
      render: (l) => {
        // A product already there would fail the whole move: that target cannot be chosen.
        const here = occupied.has(placeKey(l));
        const chosen = target?.id === l.id;
        return (
          <Button
            type="button"
            size="sm"
            color="primary"
            outline={!chosen}
            disabled={here || moving}
            aria-label={t('stock.move.chooseNamed', { name: l.name })}
            data-testid="move-choose"
            aria-pressed={chosen}
            onClick={() => chooseTarget(l)}
          >
            <i className="bi bi-check2" aria-hidden="true" />{' '}
            {t('stock.move.choose')}
          </Button>
        );
      },
    },
  ];

  const steps: WizardStep[] = [
    {
      id: 'type',
      label: t('stock.move.steps.type'),
      canContinue: !tooMany && !nothing,
      // A type button chooses and goes on; Continue needs a type too.
      validate: () => latest().type !== null,
      content: ({ next }) => (
        <div data-testid="move-step-type">
          <p className="text-muted small mb-2">{t('stock.move.selected', { count: selection.length })}</p>
          {nothing && <Alert color="warning">{t('stock.move.none')}</Alert>}
          {tooMany && <Alert color="warning">{t('stock.move.tooMany', { max: MAX_MOVE })}</Alert>}
          <p className="fw-semibold mb-2" id="move-type-question">
            {t('stock.move.chooseType')}
          </p>
          <div className="d-flex flex-wrap gap-2" role="group" aria-labelledby="move-type-question">
            {OFFERED_TYPES.map((option) => (
              <Button
                key={option}
                type="button"
                color="primary"
                outline={type !== option}
                aria-pressed={type === option}
                disabled={tooMany || nothing}
                className="flex-fill text-start d-flex align-items-center gap-3 py-3 px-3"
                style={{ minWidth: '12rem' }}
                data-testid={`move-type-${option}`}
                onClick={() => {
                  chooseType(option);
                  void next();
                }}
              >
                <i className={`bi ${TYPE_ICONS[option]} fs-3`} aria-hidden="true" />
                <span>
                  <span className="d-block fw-semibold">{t(`stock.move.types.${option}`)}</span>
                  <span className="d-block small opacity-75">{t(`stock.move.typeHint.${option}`)}</span>
                </span>
              </Button>
            ))}
          </div>
        </div>
      ),
    },
    {
      id: 'target',
      label: t('stock.move.steps.target'),
      // Continue moves too, once a target is chosen and its question shown.
      canContinue: target !== null && !moving,
      ownProgress: true,
      validate: runMove,
      content: ({ next }) => {
        return (
          <div data-testid="move-step-target">
            <div className="mb-3">
              <div className="small fw-semibold mb-1">
                {t('stock.move.currentLocations')} · {t('stock.move.selected', { count: selection.length })}
              </div>
              <ul className="list-unstyled small border rounded px-2 py-1 mb-0 overflow-auto" style={{ maxHeight: '7.5rem' }} data-testid="move-current">
                {selection.map((p) => (
                  <li key={p.id} className="d-flex flex-wrap justify-content-between gap-2 py-1 border-bottom">
                    <span className="text-break">
                      {p.name} <span className="text-muted">· {p.sku}</span>
                    </span>
                    <span className="text-muted">
                      <i className={`bi ${p.locationType === 'store' ? 'bi-shop' : p.locationType === 'warehouse' ? 'bi-box-seam' : 'bi-person'} me-1`} aria-hidden="true" />
                      {locationLabel(p)}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
            {error && (
              <Alert color="danger" role="alert" data-testid="move-error">
                {error}
              </Alert>
            )}
            {locations.error && <Alert color="danger">{t('stock.move.loadError')}</Alert>}
            {target && (
              <div className="border border-primary rounded p-2 mb-2 d-flex flex-wrap align-items-center gap-2" role="group" aria-labelledby="move-confirm-text" data-testid="move-confirm">
                <span id="move-confirm-text" className="fw-semibold flex-grow-1">
                  {t('stock.move.confirm', { count: selection.length, name: target.name })}
                </span>
                <span className="d-flex gap-2 ms-auto">
                  <Button type="button" color="secondary" outline disabled={moving} onClick={() => chooseTarget(null)} data-testid="move-confirm-cancel">
                    {t('stock.move.cancelChoice')}
                  </Button>
                  <Button type="button" color="primary" innerRef={confirmRef} disabled={moving} onClick={() => void next()} data-testid="move-confirm-ok">
                    <i className="bi bi-box-arrow-right me-1" aria-hidden="true" />
                    {t('stock.move.confirmMove')}
                  </Button>
                </span>
              </div>
            )}
            {/* The one sign that the move runs (the buttons are only disabled meanwhile): how far it
                got, with a bar, once a large move reports it; a spinner until then. */}
            {moving && (
              <div role="status" className="small text-muted mb-2" data-testid="move-progress" data-held={draft.progress?.held ?? 0}>
                {draft.progress ? (
                  <>
                    {t(draft.progress.phase === 'done' ? 'stock.move.progressDone' : 'stock.move.progress', { held: draft.progress.held, total: draft.progress.total })}
                    <Progress className="mt-1" value={draft.progress.held} max={draft.progress.total} animated={draft.progress.phase === 'done'} />
                  </>
                ) : (
                  <>
                    <Spinner size="sm" className="me-2" aria-hidden="true" />
                    {t('stock.move.moving')}
                  </>
                )}
              </div>
            )}
            <DataTable
              columns={targetColumns}
              rows={locations.data}
              rowKey="id"
              pageSizes={PAGE_SIZES}
              defaultPageSize={5}
              loading={locations.loading}
              ariaLabel={type ? t(`stock.move.types.${type}`) : undefined}
              emptyText={t('stock.move.noTargets')}
              compact
            />
          </div>
        );
      },
    },
    {
      id: 'done',
      label: t('stock.move.steps.done'),
      hideBack: true,
      content: (
        <div className="text-center py-4" data-testid="move-step-done" role="status">
          <i className="bi bi-check-circle-fill text-success" style={{ fontSize: '3rem' }} aria-hidden="true" />
          <h2 className="h4 mt-2">{t('stock.move.done')}</h2>
          {moved && <p className="text-muted mb-0">{t('stock.move.doneText', { count: moved.count, name: moved.name })}</p>}
        </div>
      ),
    },
  ];

  return (
    <Wizard
      isOpen={isOpen}
      onClose={close}
      title={t('stock.move.title')}
      steps={steps}
      onFinish={() => undefined}
      finishLabel={t('stock.move.close')}
    />
  );
}
