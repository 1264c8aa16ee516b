import '../texts';
import { useEffect, useId, useState, type Ref } from 'react';
import { Input, InputGroup, InputGroupText, Label } from 'reactstrap';
import { useTranslation } from 'react-i18next';

/** Typing settles for this long before the list is asked again (each query costs reads). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  value: string;
  onChange: (text: string) => void;
  /**
   * A code typed and confirmed with Enter (digits only, as on our labels): the screen looks it up
   * and resolves true when it took the product; the box then empties for the next code.
   */
  onCode?: (code: string) => Promise<boolean>;
  autoFocus?: boolean;
  /** The input, for a screen that puts the focus back in it (after a sale). */
  inputRef?: Ref<HTMLInputElement>;
}

/** What Enter treats as a label's code rather than words to search: digits only, 4 or more. */
export function looksLikeCode(text: string): boolean {
  return /^[0-9]{4,20}$/.test(text.trim());
}

/** The text search (name words and barcode), filtering as the user types, debounced. */
export function SearchBox({ value, onChange, onCode, autoFocus = false, inputRef }: SearchBoxProps) {
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
          innerRef={inputRef}
          id={id}
          type="search"
          value={draft}
          placeholder={t('products.filters.searchPlaceholder')}
          onChange={(e) => setDraft(e.target.value)}
          // Enter on a code takes that product; otherwise it searches at once (no typing pause).
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            if (onCode && looksLikeCode(draft)) {
              e.preventDefault();
              const code = draft.trim();
              void onCode(code).then((taken) => {
                if (!taken) return;
                // Ready for the next code; a search the typing pause already started is undone.
                setDraft('');
                if (value !== '') onChange('');
              });
              return;
            }
            if (draft !== value) onChange(draft);
          }}
          autoFocus={autoFocus}
          // Focused again when index.html's copy of the screen gives way (src/lib/lastView.ts).
          data-autofocus={autoFocus ? '' : undefined}
          // The USB scanner hook reads a scan typed into this box as a scan, not as a search.
          data-scan-target=""
          autoComplete="off"
          enterKeyHint="search"
          data-testid="product-search"
        />
      </InputGroup>
    </div>
  );
}
