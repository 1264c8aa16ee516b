import { useId, useLayoutEffect, useRef, useState, type ChangeEvent, type FocusEvent, type InputHTMLAttributes } from 'react';
import { Input, InputGroup, InputGroupText } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { CURRENCY_SIGN, formatMoney, formatThousands, readMoneyText, type MoneyProblem } from '../lib/money';

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
  /** Largest accepted amount; typing past it is refused with a message. Default 999,999,999,999. */
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

/** What was refused last, shown under the field until it is left or emptied. */
interface Refusal {
  problem: MoneyProblem;
  text: string;
}

/**
 * A text field for tugrik amounts, shown with thousands separators while typing (`12,500`).
 * Numeric keyboard on phones. Controlled: `value` is an integer or `null`, `onChange` receives
 * the same. Works with formik: `value={values.price} onChange={(v) => setFieldValue('price', v)}
 * name="price" onBlur={handleBlur}`. The caret stays after the same digit when commas move.
 * Only whole non-negative amounts are taken: a keystroke or paste that would make the text a
 * fraction, a negative amount, letters or more than `max` is refused (the field keeps its amount,
 * so what it shows is always what the form holds) and a message under the field says why, until
 * the field is left or emptied.
 */
export function MoneyInput({
  value,
  onChange,
  invalid,
  max = 999_999_999_999,
  showCurrency = true,
  bsSize,
  className,
  onBlur,
  ...rest
}: MoneyInputProps) {
  const { t } = useTranslation();
  const messageId = useId();
  const [refused, setRefused] = useState<Refusal | null>(null);
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
    const read = readMoneyText(raw);
    const problem = read.problem ?? (read.value !== null && read.value > max ? 'tooLarge' : null);
    if (problem) {
      // Refuse: keep the old value, say why, and put the caret back where it was before the keystroke.
      setRefused({ problem, text: raw.trim() });
      const inserted = raw.slice(Math.max(caret - Math.max(raw.length - text.length, 0), 0), caret);
      pendingCaret.current = raw.slice(0, caret).replace(/\D/g, '').length - inserted.replace(/\D/g, '').length;
      forceRender((n) => n + 1);
      return;
    }
    const next = read.value ?? null;
    // The message stays while the amount is typed on ("-100": the minus was not taken, 100 was).
    if (next === null) setRefused(null);
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
      invalid={invalid || refused !== null}
      value={text}
      onChange={handleChange}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setRefused(null);
        onBlur?.(event);
      }}
      aria-errormessage={refused ? messageId : undefined}
    />
  );

  const message = refused && (
    <div id={messageId} className="invalid-feedback d-block" role="alert" data-testid="money-input-refused">
      {t(`ui.money.refused.${refused.problem}`, { text: refused.text, max: formatMoney(max) })}
    </div>
  );
  if (!showCurrency) {
    return (
      <>
        {input}
        {message}
      </>
    );
  }
  return (
    <>
      <InputGroup size={bsSize} className={invalid || refused ? 'has-validation' : undefined}>
        {input}
        <InputGroupText aria-hidden="true">{CURRENCY_SIGN}</InputGroupText>
      </InputGroup>
      {message}
    </>
  );
}

export default MoneyInput;
