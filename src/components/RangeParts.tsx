import './texts';
import { useTranslation } from 'react-i18next';
import { Money } from './Money';
import { formatDateTime } from '../lib/dates';

/** A date cell: 'YYYY-MM-DD HH:mm:ss'. */
export function DateCell({ ms }: { ms: number }) {
  const { t } = useTranslation();
  return <span className="text-nowrap">{formatDateTime(ms) || t('ui.common.noValue')}</span>;
}

/** An optional price (discounted, NOAT): a dash when empty. */
export function OptionalMoney({ value }: { value: number | null }) {
  const { t } = useTranslation();
  return value === null ? <span className="text-muted">{t('ui.common.noValue')}</span> : <Money value={value} />;
}
