import { useLayoutEffect, useRef, useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { Input, InputGroup, InputGroupText } from 'reactstrap';
import { CURRENCY_SIGN, formatThousands, parseMoneyInput } from '../lib/money';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'size' | 'max' | 'min'
>;

export interface MoneyInputProps extends NativeProps {
  /** Whole tugrik, or `null` when empty. */
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  /** Bootstrap invalid style (e.g. `Boolean(touched.price && errors.price)`). */
  invalid?: boolean;
  /** Largest accepted amount; typing past it is ignored. Default 999,999,999,999. */
  max?: number;
  /** Shows the ₮ sign after the field. Default true. */
  showCurrency?: boolean;
  bsSize?: 'sm' | 'lg';
}

/** Index in `text` just after the `digits`-th digit (0 -> start). */
function caretAfterDigits(text: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (/\d/.test(text[i])) {
      seen += 1;
      if (seen === digits) return i + 1;
    }
  }
  return text.length;
}

/**
 * A text field for tugrik amounts, shown with thousands separators while typing (`12,500`).
 * Numeric keyboard on phones. Controlled: `value` is an integer or `null`, `onChange` receives
 * the same. Works with formik: `value={values.price} onChange={(v) => setFieldValue('price', v)}
 * name="price" onBlur={handleBlur}`. The caret stays after the same digit when commas move.
 */
export function MoneyInput({
  value,
  onChange,
  invalid,
  max = 999_999_999_999,
  showCurrency = true,
  bsSize,
  className,
  ...rest
}: MoneyInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const [, forceRender] = useState(0);
  const text = value === null || value === undefined || !Number.isFinite(value) ? '' : formatThousands(value);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const digits = pendingCaret.current;
    if (!input || digits === null) return;
    pendingCaret.current = null;
    if (document.activeElement !== input) return;
    const position = caretAfterDigits(input.value, digits);
    input.setSelectionRange(position, position);
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const caret = event.target.selectionStart ?? raw.length;
    const next = parseMoneyInput(raw);
    if (next !== null && next > max) {
      // Refuse: keep the old value and put the caret back where it was before the keystroke.
      pendingCaret.current = raw.slice(0, caret).replace(/\D/g, '').length - 1;
      forceRender((n) => n + 1);
      return;
    }
    pendingCaret.current = raw.slice(0, caret).replace(/\D/g, '').length;
    if (next !== (value ?? null)) onChange(next);
    // Re-render even if the value did not change (a letter typed), so the caret is restored.
    forceRender((n) => n + 1);
  };

  const input = (
    <Input
      {...rest}
      innerRef={inputRef}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      bsSize={bsSize}
      className={className}
      invalid={invalid}
      value={text}
      onChange={handleChange}
    />
  );

  if (!showCurrency) return input;
  return (
    <InputGroup size={bsSize} className={invalid ? 'has-validation' : undefined}>
      {input}
      <InputGroupText aria-hidden="true">{CURRENCY_SIGN}</InputGroupText>
    </InputGroup>
  );
}

export default MoneyInput;
