import '../texts';
import './products.css';
import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../auth/AuthProvider';
import { EmptyState, PageTitle } from '../../../components';
import { COUNT_CAP, useProductPage } from '../api/productQueries';
import { EMPTY_FILTERS, groupProducts, productScopeFor, type ProductFilters, type ProductListKind } from '../domain/filters';
import type { Product, ProductLocationType } from '../../../entities/product/product';
import {
  activeFilterCount,
  canReadMerchants,
  copyPath,
  formatTotal,
  isSelectable,
  pageSelectionState,
  selectedProducts,
  toggleAllOnPage,
  toggleSelected,
  type Selection,
} from './browserState';
import { FilterPanel } from './FilterPanel';
import { FiltersToggle, useFiltersOpen } from './FiltersToggle';
import { printLabels } from './labels';
import { LocationTabs, type LocationTab } from './LocationTabs';
import { MoveWizard } from './MoveWizard';
import { PictureGallery } from './PictureGallery';
import { ProductCard, type ProductCardActions } from './ProductCard';
import { ProductDetailDialog } from './ProductDetailDialog';
import { SearchBox } from './SearchBox';
import { SelectionBar, type BulkAction, type SaleAction } from './SelectionBar';
import { useRefundAction } from './useRefundAction';
import { SelectionTray } from './SelectionTray';
import { useProductScan } from './useProductScan';
import { CameraScanButton, playScanSound, useBarcodeScanner } from '../../../components/scan';
import { UnfinishedMoves } from './UnfinishedMoves';
import { useSaleWizards, type SaleWizards } from '../../../entities/product/saleWizards';
import { useLastView } from '../../../layout/useLastView';

function beep(ok: boolean) {
  playScanSound(ok ? 'ok' : 'error');
}

export type CardAction = 'details' | 'edit' | 'print' | 'copy' | 'refund';

export interface ProductBrowserProps {
  /** Translated page heading and breadcrumb trail. */
  title: string;
  breadcrumbs?: readonly string[];
  /** Said under the heading (the counter: a cash shift must be opened first). */
  notice?: ReactNode;
  kind: ProductListKind;
  pageSize: number;
  /** 'pages': previous/next cursor pages; 'more': chunks of pageSize with a "show more" button. */
  paging?: 'pages' | 'more';
  /** Screens that list products of one location type only (the store screens). */
  fixedLocationType?: ProductLocationType;
  /** Location tabs offered to roles that see every product ([] for none; sellers and the call centre never get tabs). */
  locationTabs?: readonly LocationTab[];
  /** Bulk buttons; a screen with none has no checkboxes. */
  bulkActions?: readonly BulkAction[];
  /** The sale and discount-request wizards (default: the ones the app provides); a sale action without one shows disabled. */
  saleWizards?: SaleWizards;
  cardActions?: readonly CardAction[];
  /** Shows the add-product button (to /add-product). */
  addProduct?: boolean;
  /** data-testid of the screen. */
  testId?: string;
  /** The counter screens: the search box takes the focus on opening, ready for a typed code. */
  focusSearch?: boolean;
}

type Dialog = { id: string; mode: 'view' | 'edit' } | null;

function reportPrintFailure(error: unknown) {
  console.error('label printing', error);
}

/**
 * The one product grid every product screen configures (docs/products.md: product list, store-products
 * order screen, sold products): filters, location tabs, search, selection with bulk actions, grouped
 * card grid, cursor pages or "show more", detail/edit dialog, gallery, move wizard, labels, refund.
 * Visibility is the role's scope (productScopeFor), applied by the query and enforced by the rules.
 */
export function ProductBrowser({
  title,
  breadcrumbs,
  kind,
  pageSize,
  paging = 'pages',
  fixedLocationType,
  locationTabs = [],
  bulkActions = [],
  saleWizards: givenWizards,
  cardActions = ['details'],
  addProduct = false,
  testId,
  focusSearch = false,
  notice,
}: ProductBrowserProps) {
  const { t } = useTranslation();
  const providedWizards = useSaleWizards();
  const saleWizards = givenWizards ?? providedWizards;
  const navigate = useNavigate();
  const user = useSessionUser();
  const scope = useMemo(() => productScopeFor({ role: user.role, locationId: user.locationId }), [user.role, user.locationId]);
  // A fixed location type constrains only roles that see every product: the call centre's scope is
  // the stores already, a seller's its own store (no extra constraint, so no extra index).
  const [filters, setFilters] = useState<ProductFilters>(() => ({
    ...EMPTY_FILTERS,
    locationType: scope.kind === 'all' ? (fixedLocationType ?? 'all') : 'all',
  }));
  const [selection, setSelection] = useState<Selection>(() => new Map());
  // The selection as of the last render, for a scan's "already selected?" between renders.
  const selectionRef = useRef<Selection>(selection);
  useEffect(() => {
    selectionRef.current = selection;
  });
  const [filtersOpen, toggleFilters] = useFiltersOpen();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [gallery, setGallery] = useState<Product | null>(null);
  const [moving, setMoving] = useState<Product[] | null>(null);
  const [selling, setSelling] = useState<{ action: SaleAction; products: Product[] } | null>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  // A sale went through in the open wizard: closing it ("New sale") puts the focus in the search
  // box, ready for the next code (the Sell button the dialog would give it back to is gone).
  const soldRef = useRef(false);
  const [afterSale, setAfterSale] = useState(0);
  useEffect(() => {
    if (afterSale > 0) searchRef.current?.focus();
  }, [afterSale]);
  const filtersId = useId();
  const refund = useRefundAction();

  const list = useProductPage(kind, scope, filters, pageSize, paging === 'pages' ? 'pages' : 'chunks');
  // The grid is what a counter opens first: kept for the next start's first paint.
  useLastView(!list.loading);
  const products = list.data;

  // Tabs only where the role sees every product; a fixed type leaves just its location select.
  const tabs: LocationTab[] =
    scope.kind !== 'all'
      ? []
      : fixedLocationType
        ? [fixedLocationType]
        : locationTabs.filter((tab) => tab !== 'merchant' || canReadMerchants(user.role));
  const selectable = bulkActions.length > 0;

  // The selection survives searches, filters and pages: a counter gathers products one scan at a
  // time. The tray shows what is selected, wherever it is in the list.
  const changeFilters = useCallback((next: ProductFilters) => setFilters(next), []);
  const changeText = useCallback((text: string) => setFilters((f) => ({ ...f, text })), []);

  const take = useCallback(
    (product: Product) => {
      if (!selectable) {
        // A screen without selection shows the product found.
        setFilters((f) => ({ ...f, text: product.sku }));
        return true;
      }
      if (selectionRef.current.has(product.id)) return false;
      const next = new Map(selectionRef.current).set(product.id, product);
      selectionRef.current = next;
      setSelection(next);
      return true;
    },
    [selectable],
  );
  const show = useCallback((product: Product) => setFilters((f) => ({ ...f, text: product.sku })), []);
  const productScan = useProductScan({ kind, scope, filters, onTake: take, onShow: show, onOutcome: beep });
  // A USB scanner's code, wherever the focus is (but a text field other than the search), while no
  // dialog is open: a sale wizard listens for its own scans.
  const dialogOpen = selling !== null || moving !== null || dialog !== null || gallery !== null;
  useBarcodeScanner((code) => void productScan.scan(code), { enabled: !dialogOpen });

  // A code typed in the search + Enter: the box empties for the next one once a product is selected;
  // on a screen without selection the found product's code stays in it (the grid shows that product).
  const scanCode = productScan.scan;
  const typedCode = useCallback(async (code: string) => (await scanCode(code)) && selectable, [scanCode, selectable]);

  const chosen = selectedProducts(selection, products);
  const SaleWizard = selling ? saleWizards[selling.action] : undefined;
  // Discount requests left unfinished, on the grids that ask for discounts.
  const UnfinishedRequests = bulkActions.includes('discount') ? saleWizards.unfinishedDiscounts : undefined;
  const clearSelection = () => setSelection(new Map());
  const saleDone = () => {
    soldRef.current = true;
    clearSelection();
    list.recount();
  };
  const closeSale = () => {
    setSelling(null);
    if (soldRef.current) setAfterSale((n) => n + 1);
    soldRef.current = false;
  };
  // Called straight from a click: the label window must open within the user's gesture.
  const print = (items: readonly Product[]) => {
    printLabels(items).catch(reportPrintFailure);
  };

  const handlers: Partial<Record<BulkAction, () => void>> = {};
  for (const action of bulkActions) {
    if (action === 'move') handlers.move = () => setMoving(chosen);
    else if (action === 'print') handlers.print = () => print(chosen);
    else {
      if (saleWizards[action]) handlers[action] = () => setSelling({ action, products: chosen });
    }
  }

  const cardHandlers: ProductCardActions = {
    onDetails: cardActions.includes('details') ? (p) => setDialog({ id: p.id, mode: 'view' }) : undefined,
    onEdit: cardActions.includes('edit') ? (p) => setDialog({ id: p.id, mode: 'edit' }) : undefined,
    onPrint: cardActions.includes('print') ? (p) => print([p]) : undefined,
    onCopy: cardActions.includes('copy') ? (p) => navigate(copyPath(p)) : undefined,
    onRefund: cardActions.includes('refund') ? (p) => void refund(p) : undefined,
  };

  const toTop = () => topRef.current?.scrollIntoView?.({ block: 'start' });
  const filterCount = activeFilterCount(filters);
  const total = formatTotal(list.total, list.totalCapped, list.totalIsUpperBound, COUNT_CAP);

  let body: ReactNode;
  if (list.error) {
    body = (
      <Alert color="danger" role="alert">
        {t('products.loadError')}
      </Alert>
    );
  } else if (list.loading) {
    body = (
      <div className="text-center py-5" role="status">
        <Spinner size="sm" className="me-2" />
        {t('products.loading')}
      </div>
    );
  } else if (products.length === 0) {
    body = <EmptyState text={t('products.empty')} icon={<i className="bi bi-box-seam" />} />;
  } else {
    body = groupProducts(products).map((group) => (
      <section key={group.key} className="product-group" aria-label={`${group.date || t('products.group.noDate')} · ${group.createdUserName || t('products.group.unknownCreator')}`}>
        <h2 className="product-group-title d-flex flex-wrap gap-2" data-testid="product-group">
          <span>{group.date || t('products.group.noDate')}</span>
          <span aria-hidden="true">·</span>
          <span>{group.createdUserName || t('products.group.unknownCreator')}</span>
          <span className="fw-normal ms-auto">{t('products.group.count', { count: group.products.length })}</span>
        </h2>
        <div className="product-grid">
          {group.products.map((p) => (
            <ProductCard
              key={p.id}
              product={p}
              selectable={selectable}
              canSelect={isSelectable(p)}
              selected={selection.has(p.id)}
              onToggle={(product) => setSelection((s) => toggleSelected(s, product))}
              onOpenGallery={setGallery}
              {...cardHandlers}
            />
          ))}
        </div>
      </section>
    ));
  }

  return (
    <div className="product-browser-page" data-testid={testId}>
      <PageTitle
        title={title}
        breadcrumbs={breadcrumbs}
        actions={
          addProduct ? (
            <Button tag={Link} to="/add-product" color="primary" size="sm" data-testid="add-product">
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              {t('products.addProduct')}
            </Button>
          ) : undefined
        }
      />
      {notice}
      <div className={`product-browser${filtersOpen ? ' filters-open' : ''}`} ref={topRef}>
        {/* One row over the grid: the filters toggle, the location tabs, the search and the camera. */}
        <div className="product-browser-toolbar d-flex flex-wrap align-items-center gap-2">
          <FiltersToggle open={filtersOpen} count={filterCount} onToggle={toggleFilters} controls={filtersId} />
          {tabs.length > 0 && (
            <LocationTabs
              tabs={tabs}
              locationType={filters.locationType}
              locationId={filters.locationId}
              onChange={(locationType, locationId) => changeFilters({ ...filters, locationType, locationId })}
            />
          )}
          <div className="product-browser-search">
            <SearchBox value={filters.text} onChange={changeText} onCode={typedCode} autoFocus={focusSearch} inputRef={searchRef} />
          </div>
          <CameraScanButton onScan={(code) => void productScan.scan(code)} size="sm" disabled={dialogOpen} iconBelowXxl />
        </div>
        {/* Open: under the toggle on phones, the left column from 992 px. */}
        {filtersOpen && (
          <aside className="product-browser-filters card card-body p-2" id={filtersId}>
            <h2 className="h6 d-none d-lg-block mb-2">{t('products.filters.title')}</h2>
            <FilterPanel value={filters} onChange={changeFilters} />
          </aside>
        )}
        <div className="product-browser-main">
          {bulkActions.includes('move') && <UnfinishedMoves onChanged={list.recount} />}
          {UnfinishedRequests && <UnfinishedRequests />}
          {productScan.message && (
            <Alert
              color={productScan.message.tone}
              className="product-scan-message py-2 mb-2"
              isOpen
              toggle={productScan.dismiss}
              closeAriaLabel={t('products.scan.dismiss')}
              role={productScan.message.tone === 'danger' ? 'alert' : 'status'}
              data-testid="scan-message"
              data-tone={productScan.message.tone}
            >
              {productScan.message.text}
            </Alert>
          )}
          <SelectionBar
            total={total}
            selectable={selectable}
            selectedCount={selection.size}
            pageState={pageSelectionState(selection, products)}
            selectAllDisabled={!products.some(isSelectable)}
            onToggleAll={() => setSelection((s) => toggleAllOnPage(s, products))}
            onClear={clearSelection}
            actions={bulkActions}
            handlers={handlers}
          />
          {selectable && (
            <SelectionTray products={[...selection.values()]} onRemove={(p) => setSelection((s) => toggleSelected(s, p))} />
          )}
          {/* Busy until the server has answered for the page: a page the cache showed first may grow. */}
          <div aria-busy={list.loading || list.syncing} data-testid="product-results">
            {body}
          </div>
          {paging === 'pages' ? (
            (list.hasPrevious || list.hasNext || list.syncing) && (
              <nav className="d-flex align-items-center justify-content-center gap-2 mt-3" aria-label={t('products.pager.label')}>
                <Button
                  size="sm"
                  color="secondary"
                  outline
                  disabled={!list.hasPrevious}
                  onClick={() => {
                    list.previous();
                    toTop();
                  }}
                  data-testid="page-previous"
                >
                  <i className="bi bi-chevron-left me-1" aria-hidden="true" />
                  {t('products.pager.previous')}
                </Button>
                <span className="small text-muted" aria-current="page" data-testid="page-number">
                  {t('products.pager.page', { page: list.page })}
                </span>
                {/* Its place kept while not syncing (an empty box of its size, not a hidden spinner that
                    animates for ever): the buttons do not move when the server answers. */}
                {list.syncing ? (
                  <Spinner size="sm" className="text-muted" data-testid="page-syncing">
                    {t('products.loading')}
                  </Spinner>
                ) : (
                  <span className="spinner-border-sm d-inline-block" aria-hidden="true" />
                )}
                <Button
                  size="sm"
                  color="secondary"
                  outline
                  disabled={!list.hasNext}
                  onClick={() => {
                    list.next();
                    toTop();
                  }}
                  data-testid="page-next"
                >
                  {t('products.pager.next')}
                  <i className="bi bi-chevron-right ms-1" aria-hidden="true" />
                </Button>
              </nav>
            )
          ) : (
            !list.loading &&
            products.length > 0 && (
              <div className="d-flex flex-wrap align-items-center justify-content-center gap-2 mt-3">
                <span className="small text-muted" data-testid="shown-count">
                  {t('products.pager.shown', { count: products.length })}
                </span>
                {list.hasNext && (
                  <Button size="sm" color="primary" outline onClick={list.next} data-testid="show-more">
                    {t('products.pager.showMore')}
                  </Button>
                )}
                {list.loadingMore && <Spinner size="sm" aria-label={t('products.loading')} />}
                <span className="small text-muted w-100 text-center">{t('products.pager.chunkHint', { size: pageSize })}</span>
              </div>
            )
          )}
        </div>
      </div>
      <ProductDetailDialog productId={dialog?.id ?? null} mode={dialog?.mode ?? 'view'} onClose={() => setDialog(null)} />
      <PictureGallery product={gallery} onClose={() => setGallery(null)} />
      {bulkActions.includes('move') && (
        <MoveWizard
          products={moving ?? []}
          isOpen={moving !== null}
          onClose={() => setMoving(null)}
          onMoved={clearSelection}
        />
      )}
      {SaleWizard && selling && (
        <Suspense fallback={null}>
          <SaleWizard products={selling.products} isOpen onClose={closeSale} onDone={saleDone} />
        </Suspense>
      )}
    </div>
  );
}
