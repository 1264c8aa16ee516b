import './texts';
import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { FormGroup, Input, Label } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { completeDay, typedDay } from '../lib/dates';

/** Why a date field is marked: its text is no day (`DateFieldMessage` says how to write one), or the range is wrong (the range says why). */
export type DateFieldProblem = 'day' | 'range';

export interface DateFieldProps {
  /** The input's id (`<prefix>-from`, `<prefix>-to`: the e2e specs and the bench fill them). */
  id: string;
  /** Already translated. */
  label: string;
  /** 'YYYY-MM-DD' (or what is being typed). */
  value: string;
  onChange: (value: string) => void;
  problem?: DateFieldProblem | null;
  bsSize?: 'sm' | 'lg';
}

/** Index in `text` just after the `digits`-th digit (0: the start). */
function caretAfterDigits(text: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] >= '0' && text[i] <= '9' && ++seen === digits) return i + 1;
  }
  return text.length;
}

/**
 * A day, shown and typed as YYYY-MM-DD whatever the browser's locale (a native date input shows
 * 01/01/2026 in an American browser): a text field with the numeric keypad that puts the dashes
 * in itself (`typedDay`) and completes '2026-1-5' to '2026-01-05' when left. When the form finds
 * its text no day (its search does not run), the field is marked and described by its
 * `DateFieldMessage`, which the form shows under its row of fields (a message inside a column would
 * push the row's other fields and buttons down).
 */
export function DateField({ id, label, value, onChange, problem = null, bsSize = 'sm' }: DateFieldProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  // Where the caret goes after the field rewrote what was typed: the end, or after that many digits.
  const pendingCaret = useRef<number | 'end' | null>(null);
  const [, forceRender] = useState(0);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = pendingCaret.current;
    if (!input || caret === null) return;
    pendingCaret.current = null;
    if (document.activeElement !== input) return;
    const position = caret === 'end' ? input.value.length : caretAfterDigits(input.value, caret);
    input.setSelectionRange(position, position);
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const caret = event.target.selectionStart ?? raw.length;
    pendingCaret.current = caret >= raw.length ? 'end' : raw.slice(0, caret).replace(/\D/g, '').length;
    const next = typedDay(raw);
    if (next !== value) onChange(next);
    // Re-render even when nothing changed (a letter typed), so the field shows the kept text again.
    forceRender((n) => n + 1);
  };

  return (
    <FormGroup noMargin>
      <Label for={id} className="small mb-1">
        {label}
      </Label>
      <Input
        innerRef={inputRef}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={10}
        pattern="\d{4}-\d{1,2}-\d{1,2}"
        placeholder={t('range.date.placeholder')}
        bsSize={bsSize}
        value={value}
        invalid={problem !== null}
        aria-describedby={problem === 'day' ? messageIdOf(id) : undefined}
        onChange={handleChange}
        onBlur={() => {
          const full = completeDay(value);
          if (full !== value) onChange(full);
        }}
      />
    </FormGroup>
  );
}

const messageIdOf = (fieldId: string) => `${fieldId}-error`;

/** What a date field holding no day says: its name and how to write a day (it describes the field). */
export function DateFieldMessage({ fieldId, label }: { fieldId: string; label: string }) {
  const { t } = useTranslation();
  return (
    <div id={messageIdOf(fieldId)} className="invalid-feedback d-block" role="alert" data-testid={messageIdOf(fieldId)}>
      {t('range.date.invalid', { label })}
    </div>
  );
}
