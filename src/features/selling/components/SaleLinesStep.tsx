import '../texts';
import type { ReactNode } from 'react';
import { Button } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { DataTable, Money, type DataTableColumn } from '../../../components';
import { canAddVat, type OrderTotals, type PricedLine } from '../domain/sale';
import { vatOf } from '../../../entities/product/product';

export interface SaleLinesStepProps {
  totals: OrderTotals;
  /** VAT ticks are offered (store and delivery sales). */
  withVat: boolean;
  onToggleVat: (productId: string, on: boolean) => void;
  /** Takes a product out of the sale (the counter's wizard); no remove buttons without it. */
  onRemove?: (productId: string) => void;
  /** Above the table: the add-by-code box. */
  before?: ReactNode;
}

/** Lines shown whole; more scroll inside the step. */
const ONE_SCREEN_LINES = 6;

/** A tap target of 44 px (the row is as high already: its 40 px picture). */
const TAP_TARGET = { width: 44, height: 44, cursor: 'pointer' } as const;

/**
 * The products step: picture, name, sku, price, VAT tick (only at the original price), line price,
 * totals. Every line on one page, nothing of the sale elsewhere: up to 6 lines show whole (a 1024 x
 * 768 counter tablet fits them with the code box and totals); more scroll inside the step, with the
 * totals below them always in view.
 */
export function SaleLinesStep({ totals, withVat, onToggleVat, onRemove, before }: SaleLinesStepProps) {
  const { t } = useTranslation();
  const columns: DataTableColumn<PricedLine>[] = [
    {
      key: 'picture',
      header: <span className="visually-hidden">{t('selling.wizard.columns.picture')}</span>,
      // Hidden on the narrowest phones: the VAT tick and the line price need the room.
      className: 'd-none d-sm-table-cell',
      render: ({ product }) =>
        product.pics[0] ? (
          <img src={product.pics[0].picUrl} alt="" width={40} height={40} className="rounded object-fit-cover" loading="lazy" />
        ) : (
          <span className="d-inline-flex align-items-center justify-content-center rounded bg-light text-muted" style={{ width: 40, height: 40 }} aria-hidden="true">
            <i className="bi bi-image" />
          </span>
        ),
    },
    {
      key: 'name',
      header: t('selling.wizard.columns.name'),
      render: ({ product }) => (
        <div style={{ minWidth: '7rem' }}>
          <span className="fw-semibold text-break">{product.name}</span>
          {product.size && <span className="text-muted small"> · {product.size}</span>}
          {/* On a phone the barcode and the price sit under the name, so VAT and line price stay in view. */}
          <div className="d-md-none small text-muted">
            {product.sku} · <Money value={product.price} original={product.originalPrice} />
          </div>
        </div>
      ),
    },
    { key: 'sku', header: t('selling.wizard.columns.sku'), className: 'text-nowrap d-none d-md-table-cell', render: ({ product }) => product.sku },
    {
      key: 'price',
      header: t('selling.wizard.columns.price'),
      className: 'd-none d-md-table-cell',
      render: ({ product }) => <Money value={product.price} original={product.originalPrice} />,
    },
    ...(withVat
      ? [
          {
            key: 'vat',
            header: t('selling.wizard.columns.vat'),
            className: 'text-center',
            render: (line: PricedLine) =>
              canAddVat(line.product) ? (
                // The tick's tap target is the 44 px square around it (a tablet at the counter).
                <label className="d-inline-flex align-items-center justify-content-center m-0 align-middle" style={TAP_TARGET} data-testid="sale-vat-target">
                  <input
                    type="checkbox"
                    className="form-check-input m-0"
                    style={{ cursor: 'pointer' }}
                    checked={line.isNoat}
                    aria-label={t('selling.wizard.vatFor', { name: line.product.name })}
                    data-testid="sale-vat"
                    data-product-id={line.product.id}
                    onChange={(e) => onToggleVat(line.product.id, e.target.checked)}
                  />
                </label>
              ) : null,
          },
        ]
      : []),
    {
      key: 'line',
      header: t('selling.wizard.columns.linePrice'),
      className: 'text-end',
      render: (line: PricedLine) => (
        <div data-testid="sale-line-price" data-product-id={line.product.id}>
          <Money value={line.price} className="fw-semibold" />
          {line.isNoat && (
            <div className="small text-muted text-nowrap">
              {t('selling.wizard.vatAdded')} <Money value={vatOf(line.product.originalPrice)} />
            </div>
          )}
        </div>
      ),
    },
    ...(onRemove
      ? [
          {
            key: 'remove',
            header: <span className="visually-hidden">{t('selling.addCode.remove', { name: '' })}</span>,
            className: 'text-end',
            render: (line: PricedLine) => (
              <Button
                type="button"
                size="sm"
                color="link"
                className="text-danger p-0 d-inline-flex align-items-center justify-content-center"
                style={TAP_TARGET}
                onClick={() => onRemove(line.product.id)}
                aria-label={t('selling.addCode.remove', { name: line.product.name })}
                data-testid="sale-remove"
                data-product-id={line.product.id}
              >
                <i className="bi bi-x-circle" aria-hidden="true" />
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <div data-testid="sale-step-products">
      {before}
      <div className={totals.lines.length > ONE_SCREEN_LINES ? 'overflow-auto border-bottom' : undefined} style={totals.lines.length > ONE_SCREEN_LINES ? { maxHeight: '45vh' } : undefined} data-testid="sale-lines-scroll">
        <DataTable
          columns={columns}
          rows={totals.lines}
          rowKey={(l) => l.product.id}
          unpaged
          ariaLabel={t('selling.wizard.steps.products')}
          compact
        />
      </div>
      <SaleTotals totals={totals} />
    </div>
  );
}

/** Count, original total and the amount to pay. */
export function SaleTotals({ totals }: { totals: OrderTotals }) {
  const { t } = useTranslation();
  return (
    <dl className="row small mb-0 mt-2 border-top pt-2" data-testid="sale-totals">
      <dt className="col-7 col-sm-9 text-sm-end fw-normal text-muted">{t('selling.wizard.totals.quantity')}</dt>
      <dd className="col-5 col-sm-3 text-end mb-1">{totals.quantity}</dd>
      <dt className="col-7 col-sm-9 text-sm-end fw-normal text-muted">{t('selling.wizard.totals.original')}</dt>
      <dd className="col-5 col-sm-3 text-end mb-1">
        <Money value={totals.originalTotalPrice} />
      </dd>
      <dt className="col-7 col-sm-9 text-sm-end">{t('selling.wizard.totals.sold')}</dt>
      <dd className="col-5 col-sm-3 text-end mb-0 fw-semibold" data-testid="sale-total">
        <Money value={totals.soldTotalPrice} />
      </dd>
    </dl>
  );
}
