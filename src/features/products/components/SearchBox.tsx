import '../texts';
import { useEffect, useId, useState } from 'react';
import { Input, InputGroup, InputGroupText, Label } from 'reactstrap';
import { useTranslation } from 'react-i18next';

/** Typing settles for this long before the list is asked again (each query costs reads). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  value: string;
  onChange: (text: string) => void;
}

/** The text search (name words and barcode), filtering as the user types, debounced. */
export function SearchBox({ value, onChange }: SearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(value);
  // The value changed from outside (reset): show it. Adjusting state while rendering, as React advises.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }

  useEffect(() => {
    if (draft === value) return;
    const timer = window.setTimeout(() => onChange(draft), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value, onChange]);

  return (
    <div className="product-search">
      <Label for={id} className="visually-hidden">
        {t('products.filters.search')}
      </Label>
      <InputGroup size="sm">
        <InputGroupText aria-hidden="true">
          <i className="bi bi-search" />
        </InputGroupText>
        <Input
          id={id}
          type="search"
          value={draft}
          placeholder={t('products.filters.searchPlaceholder')}
          onChange={(e) => setDraft(e.target.value)}
          // Enter searches at once (no need to wait for the typing pause).
          onKeyDown={(e) => {
            if (e.key === 'Enter' && draft !== value) onChange(draft);
          }}
          autoComplete="off"
          enterKeyHint="search"
          data-testid="product-search"
        />
      </InputGroup>
    </div>
  );
}
