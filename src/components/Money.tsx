import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/money';

export interface MoneyProps {
  /** The amount in tugrik; `null`/`undefined` shows a dash. */
  value: number | null | undefined;
  /** The price before a discount: shown struck through before `value` when it differs. */
  original?: number | null;
  /** Decimals, e.g. 2 for the average product price. Default 0. */
  fractionDigits?: number;
  className?: string;
}

/** `<Money value={12500} />` -> `12,500₮`; with `original={15000}`: ~~15,000₮~~ 12,500₮. */
export function Money({ value, original, fractionDigits = 0, className }: MoneyProps) {
  const { t } = useTranslation();
  if (value === null || value === undefined || !Number.isFinite(value)) {
    return (
<span className={className}>{t('ui.common.noValue')}</span>
    );
  }
  const discounted = original !== null && original !== undefined && Number.isFinite(original) && original !== value;
  if (!discounted) {
    return <span className={`text-nowrap ${className ?? ''}`.trim()}>{formatMoney(value, fractionDigits)}</span>;
  }
  return (
    <span className={`text-nowrap ${className ?? ''}`.trim()}>
      <del className="text-muted me-1">
        <span className="visually-hidden">{t('ui.money.original')}: </span>
        {formatMoney(original, fractionDigits)}
      </del>
      <span className="fw-semibold text-danger">
        <span className="visually-hidden">{t('ui.money.discounted')}: </span>
        {formatMoney(value, fractionDigits)}
      </span>
    </span>
  );
}

export default Money;
