import './texts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Input, Label, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { personName, type Person } from './person';
import { useCustomerSearch } from './useCustomerSearch';
import { SEARCH_LIMIT } from './customerSearch';
import type { DuplicatePhoneError } from './customerWrites';

export interface CustomerPickerProps {
  selected: Person | null;
  onSelect: (person: Person) => void;
  /** Offered when nothing is found ("register?"), with what was typed. */
  onRegister?: (typed: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Already translated; the picker's own label by default. */
  label?: string;
}

/**
 * Finds a customer on the server as the user types (phone or name prefix, a few results, nothing
 * read before typing) and picks one: click, or arrows and Enter. A whole phone number that is a
 * customer's selects that customer at once. Test ids: customer-search, customer-option,
 * selected-customer (docs/selling.md).
 */
export function CustomerPicker({ selected, onSelect, onRegister, disabled = false, autoFocus = false, label }: CustomerPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const search = useCustomerSearch(text);
  const { results, exact } = search;
  // A whole phone number selects its customer once (the user may still pick another afterwards).
  const autoPicked = useRef<string | null>(null);
  useEffect(() => {
    if (exact && autoPicked.current !== exact.id + exact.phone) {
      autoPicked.current = exact.id + exact.phone;
      if (selected?.id !== exact.id) onSelect(exact);
    }
  }, [exact, selected, onSelect]);

  const typed = search.plan.kind !== 'none';
  const shownActive = Math.min(active, Math.max(results.length - 1, 0));
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((shownActive + 1) % results.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((shownActive - 1 + results.length) % results.length);
    } else if (e.key === 'Enter') {
      // Enter on the customer already chosen goes on (a wizard's Enter continues); otherwise it
      // picks, and never submits a surrounding form.
      if (selected && results[shownActive].id === selected.id) return;
      e.preventDefault();
      onSelect(results[shownActive]);
    }
  };

  return (
    <div className="customer-picker">
      <Label for={`${id}-input`} className="form-label">
        {label ?? t('person.picker.label')}
      </Label>
      <Input
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={results.length > 0 ? optionId(shownActive) : undefined}
        aria-describedby={`${id}-status`}
        autoComplete="off"
        autoFocus={autoFocus}
        placeholder={t('person.picker.placeholder')}
        value={text}
        disabled={disabled}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        data-testid="customer-search"
      />
      <div id={`${id}-status`} className="small mt-1" aria-live="polite">
        {!typed && (
          <span className="text-muted" data-testid="customer-hint">
            {t('person.picker.hint')}
          </span>
        )}
        {typed && search.loading && (
          <span className="text-muted">
            <Spinner size="sm" className="me-1" aria-hidden="true" />
            {t('person.picker.searching')}
          </span>
        )}
        {typed && !search.loading && search.error && <span className="text-danger">{t('person.picker.error')}</span>}
        {typed && !search.loading && !search.error && results.length === 0 && (
          <span data-testid="customer-none">
            {t('person.picker.noneFound')}
            {onRegister && (
              <Button type="button" color="link" size="sm" className="p-0 ms-2 align-baseline" onClick={() => onRegister(text)} data-testid="customer-register">
                {t('person.picker.register')}
              </Button>
            )}
          </span>
        )}
        {results.length >= SEARCH_LIMIT && <span className="text-muted">{t('person.picker.more', { count: results.length })}</span>}
      </div>
      {results.length > 0 && (
        <ul id={listId} role="listbox" aria-label={t('person.picker.results')} className="list-group mt-2">
          {results.map((p, i) => {
            const chosen = p.id === selected?.id;
            return (
              <li
                key={p.id}
                id={optionId(i)}
                role="option"
                aria-selected={chosen}
                className={`list-group-item list-group-item-action d-flex justify-content-between align-items-center gap-2${i === shownActive ? ' active-option bg-body-secondary' : ''}`}
                style={{ cursor: 'pointer', minHeight: 44 }}
                onClick={() => onSelect(p)}
                onMouseEnter={() => setActive(i)}
                data-testid="customer-option"
              >
                <span>
                  <strong>{personName(p)}</strong>
                  {p.address && <span className="d-block small text-muted">{p.address}</span>}
                </span>
                <span className="text-nowrap">
                  {p.phone}
                  {chosen && <i className="bi bi-check2-circle text-success ms-2" aria-hidden="true" />}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {selected && (
        <p className="mt-2 mb-0" data-testid="selected-customer">
          <i className="bi bi-person-check text-success me-1" aria-hidden="true" />
          {t('person.picker.chosen')}: <strong>{personName(selected)}</strong>
          {selected.phone && <span className="text-muted"> · {selected.phone}</span>}
        </p>
      )}
    </div>
  );
}

export interface DuplicatePhoneAlertProps {
  error: DuplicatePhoneError;
  /** Chooses the customer who has the phone (e.g. the sale goes on with them). */
  onChoose?: (person: Person) => void;
}

/** "A customer with this phone number is already registered: ... Choose". */
export function DuplicatePhoneAlert({ error, onChoose }: DuplicatePhoneAlertProps) {
  const { t } = useTranslation();
  const existing = error.existing;
  return (
    <Alert color="warning" role="alert" className="d-flex flex-wrap align-items-center gap-2" data-testid="duplicate-phone">
      <span>{duplicatePhoneText(error, t)}</span>
      {existing && onChoose && (
        <Button type="button" size="sm" color="primary" onClick={() => onChoose(existing)} data-testid="duplicate-choose">
          {t('person.duplicate.choose')}
        </Button>
      )}
    </Alert>
  );
}

/** The refusal's text, naming the existing customer when it could be read. */
export function duplicatePhoneText(error: DuplicatePhoneError, t: (key: string, options?: Record<string, unknown>) => string): string {
  return error.existing
    ? t('person.duplicate.text', { name: personName(error.existing), phone: error.phone })
    : t('person.duplicate.unknown', { phone: error.phone });
}
