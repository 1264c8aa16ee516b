import './texts';
import { useTranslation } from 'react-i18next';
import { Money } from './Money';
import { formatDateTime } from '../lib/dates';

/** A date cell: 'YYYY-MM-DD HH:mm:ss', the time under the date when the column is narrow. */
export function DateCell({ ms }: { ms: number }) {
  const { t } = useTranslation();
  const text = formatDateTime(ms);
  if (!text) return <span>{t('ui.common.noValue')}</span>;
  const [date, time] = text.split(' ');
  return (
    <>
      <span className="text-nowrap">{date}</span> <span className="text-nowrap">{time}</span>
    </>
  );
}

/** An optional price (discounted, NOAT): a dash when empty. */
export function OptionalMoney({ value }: { value: number | null }) {
  const { t } = useTranslation();
  return value === null ? <span className="text-muted">{t('ui.common.noValue')}</span> : <Money value={value} />;
}
