import { Pagination as BsPagination, PaginationItem, PaginationLink } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { pageNumbers } from '../lib/pagination';

export interface PaginationProps {
  /** 1-based current page. */
  current: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Accessible name of the navigation landmark; defaults to the translated "Pagination". */
  ariaLabel?: string;
  className?: string;
  size?: 'sm' | 'lg';
}

/**
 * First / previous / page numbers / next / last. The page numbers come from `pageNumbers`
 * (4 pages, or a sliding window of 5 past 10 pages). Renders nothing with a single page.
 */
export function Pagination({ current, totalPages, onChange, ariaLabel, className, size = 'sm' }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const page = Math.min(Math.max(current, 1), totalPages);
  const atStart = page <= 1;
  const atEnd = page >= totalPages;
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= totalPages) onChange(target);
  };

  return (
    <BsPagination
      aria-label={ariaLabel ?? t('ui.pagination.label')}
      className={className}
      listClassName="mb-0 flex-wrap"
      size={size}
    >
      <PaginationItem disabled={atStart}>
        <PaginationLink first type="button" disabled={atStart} aria-label={t('ui.pagination.first')} onClick={() => go(1)} />
      </PaginationItem>
      <PaginationItem disabled={atStart}>
        <PaginationLink previous type="button" disabled={atStart} aria-label={t('ui.pagination.previous')} onClick={() => go(page - 1)} />
      </PaginationItem>
      {pageNumbers(page, totalPages).map((n) => (
        <PaginationItem key={n} active={n === page}>
          <PaginationLink
            type="button"
            aria-label={t('ui.pagination.page', { page: n })}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => go(n)}
          >
            {n}
          </PaginationLink>
        </PaginationItem>
      ))}
      <PaginationItem disabled={atEnd}>
        <PaginationLink next type="button" disabled={atEnd} aria-label={t('ui.pagination.next')} onClick={() => go(page + 1)} />
      </PaginationItem>
      <PaginationItem disabled={atEnd}>
        <PaginationLink last type="button" disabled={atEnd} aria-label={t('ui.pagination.last')} onClick={() => go(totalPages)} />
      </PaginationItem>
    </BsPagination>
  );
}

export default Pagination;
