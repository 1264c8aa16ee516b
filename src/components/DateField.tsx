import './texts';
import { useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { completeDay, typedDay } from '../lib/dates';

/** Why a date field is marked: its text is no day (it says how to write one), or the range is wrong (the range says why). */
export type DateFieldProblem = 'day' | 'range';

export interface DateFieldProps {
  /** The input's id (`<prefix>-from`, `<prefix>-to`: the e2e specs and the bench fill them). */
  id: string;
  /** Already translated; also names the field in its message. */
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
 * in itself (`typedDay`), completes '2026-1-5' to '2026-01-05' when left, and, when the form finds
 * its text no day, says how to write one. The form decides when: its search does not run meanwhile.
 */
export function DateField({ id, label, value, onChange, problem = null, bsSize = 'sm' }: DateFieldProps) {
  const { t } = useTranslation();
  const messageId = useId();
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
        aria-describedby={problem === 'day' ? messageId : undefined}
        onChange={handleChange}
        onBlur={() => {
          const full = completeDay(value);
          if (full !== value) onChange(full);
        }}
      />
      {problem === 'day' && (
        <FormFeedback id={messageId} role="alert" data-testid={`${id}-error`}>
          {t('range.date.invalid', { label })}
        </FormFeedback>
      )}
    </FormGroup>
  );
}
