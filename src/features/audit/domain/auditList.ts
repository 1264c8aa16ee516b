import { AUDIT_FIGURES, type AuditActor, type AuditEntry, type AuditFigure, type AuditKind } from '../../../entities/audit/audit';

/**
 * The audit screen's list (docs/audit.md): its filters, its pages, and how an entry's figures are
 * shown. Pure, unit-tested (auditList.test.ts).
 */

export const AUDIT_PAGE_SIZES: readonly number[] = [25, 50, 100];
export const AUDIT_DEFAULT_PAGE_SIZE = 25;

/** The person and the kind filters; null is "all". The date range is the report range's. */
export interface AuditFilter {
  actorId: string | null;
  kind: AuditKind | null;
}

export const NO_AUDIT_FILTER: AuditFilter = { actorId: null, kind: null };

/** The figures that count things (the others are tugrik). */
const COUNTS: ReadonlySet<AuditFigure> = new Set<AuditFigure>(['refunded', 'sales']);

export interface FigureItem {
  key: AuditFigure;
  value: number;
  money: boolean;
}

/** An entry's named figures in the one order the screen shows them. */
export function figureItems(entry: Pick<AuditEntry, 'figures'>): FigureItem[] {
  return AUDIT_FIGURES.flatMap((key) => {
    const value = entry.figures[key];
    return value === undefined ? [] : [{ key, value, money: !COUNTS.has(key) }];
  });
}

/** The bootstrap icon of a kind. */
export const KIND_ICONS: Record<AuditKind, string> = {
  sale: 'bi-cart-check',
  delivery: 'bi-truck',
  return: 'bi-arrow-counterclockwise',
  exchange: 'bi-arrow-left-right',
  refund: 'bi-cash-coin',
  priceChange: 'bi-tag',
  discountDecision: 'bi-percent',
  deletion: 'bi-trash',
  shiftClose: 'bi-journal-check',
};

/** The badge colour of a kind: money out and removals stand out. */
export function kindColor(kind: AuditKind): string {
  if (kind === 'deletion') return 'danger';
  if (kind === 'refund' || kind === 'return') return 'warning';
  if (kind === 'sale' || kind === 'delivery') return 'success';
  return 'secondary';
}

/** The people of the person filter, by name (those without a name last, by id). */
export function sortActors(actors: readonly AuditActor[]): AuditActor[] {
  return [...actors].sort((a, b) => (a.name === '' ? 1 : 0) - (b.name === '' ? 1 : 0) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
