import { useSyncExternalStore } from 'react';
import ReactApexChart from 'react-apexcharts';
import type { ApexOptions } from 'apexcharts';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatThousands } from '../../../lib/money';
import { monthAxisLabel } from '../domain/axisLabels';
import { monthlyRevenue, type MonthlySales } from '../domain/figures';

/** Phones: the month labels are turned rather than written on two lines. */
const PHONE_QUERY = '(max-width: 575.98px)';

function subscribePhone(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isPhone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
}

/** Revenue per month of the current year (bars); the tooltip adds the number of sales. */
export function SalesChart({ months }: { months: MonthlySales[] }) {
  const { t } = useTranslation();
  const counts = Array.from({ length: 12 }, (_, i) => months.find((m) => m.month === i)?.count ?? 0);
  const monthNames = Array.from({ length: 12 }, (_, i) => t(`dashboard.months.${i}`));
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false);
  const options: ApexOptions = {
    chart: { id: 'dashboard-sales', toolbar: { show: false }, fontFamily: 'inherit' },
    plotOptions: { bar: { borderRadius: 4, columnWidth: '55%' } },
    dataLabels: { enabled: false },
    colors: ['#0d6efd'],
    // All twelve months always labelled, none dropped for overlapping: two-line Mongolian names
    // (monthAxisLabel) from 576 px; a phone turns the one-line names instead.
    xaxis: {
      categories: phone ? monthNames : monthNames.map(monthAxisLabel),
      labels: { hideOverlappingLabels: false, trim: false, rotate: -45, rotateAlways: phone },
      tooltip: { enabled: false },
    },
    yaxis: { labels: { formatter: (v) => compact(v) } },
    tooltip: {
      x: { formatter: (_v, opts?: { dataPointIndex?: number }) => monthNames[opts?.dataPointIndex ?? 0] ?? '' },
      y: {
        formatter: (v, opts?: { dataPointIndex?: number }) =>
          `${formatMoney(v)} · ${t('dashboard.salesCount', { count: counts[opts?.dataPointIndex ?? 0] ?? 0 })}`,
      },
    },
    grid: { strokeDashArray: 4 },
  };
  return (
    <ReactApexChart
      type="bar"
      height={300}
      options={options}
      series={[{ name: t('dashboard.revenueSeries'), data: monthlyRevenue(months) }]}
    />
  );
}

/** Axis labels: 12,500,000 -> 12.5M (the full amount is in the tooltip). */
function compact(v: number): string {
  if (Math.abs(v) >= 1_000_000) return `${formatThousands(v / 1_000_000, v % 1_000_000 === 0 ? 0 : 1)}M`;
  if (Math.abs(v) >= 1_000) return `${formatThousands(v / 1_000)}K`;
  return formatThousands(v);
}
