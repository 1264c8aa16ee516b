import '../texts';
import { useCallback, useState } from 'react';
import { Button } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { FILTERS_STORAGE_KEY, filtersChoiceToSave, filtersOpenAtStart } from './browserState';

function readChoice(): string | null {
  try {
    return localStorage.getItem(FILTERS_STORAGE_KEY);
  } catch {
    return null;
  }
}

function saveChoice(choice: 'open' | 'closed'): void {
  try {
    localStorage.setItem(FILTERS_STORAGE_KEY, choice);
  } catch {
    // Storage refused (private mode, full): the choice lasts for this visit only.
  }
}

/**
 * The filter panel's open state: from the screen width and the user's last choice on this device
 * (filtersOpenAtStart); toggling on a screen with the side column remembers the new choice.
 */
export function useFiltersOpen(): [boolean, () => void] {
  const [open, setOpen] = useState(() => filtersOpenAtStart(window.innerWidth, readChoice()));
  const toggle = useCallback(() => {
    setOpen((was) => {
      const next = !was;
      const choice = filtersChoiceToSave(window.innerWidth, next);
      if (choice) saveChoice(choice);
      return next;
    });
  }, []);
  return [open, toggle];
}

export interface FiltersToggleProps {
  open: boolean;
  /** Filters in force besides the text search and the tabs (activeFilterCount). */
  count: number;
  onToggle: () => void;
  /** id of the panel it opens. */
  controls: string;
}

/** The "Filters" button over the grid, with the number of filters in force. */
export function FiltersToggle({ open, count, onToggle, controls }: FiltersToggleProps) {
  const { t } = useTranslation();
  return (
    <Button
      size="sm"
      color="secondary"
      outline={!open}
      className="text-nowrap"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      data-testid="filters-toggle"
    >
      <i className="bi bi-funnel me-1" aria-hidden="true" />
      {t('products.filters.toggle')}
      {count > 0 && (
        <span className="badge text-bg-primary ms-1" data-testid="filters-count">
          {t('products.filters.activeCount', { count })}
        </span>
      )}
    </Button>
  );
}
