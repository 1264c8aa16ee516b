import ReactApexChart from 'react-apexcharts';
import type { ApexOptions } from 'apexcharts';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatThousands } from '../../../lib/money';
import { monthlyRevenue, type MonthlySales } from '../domain/figures';

/** Revenue per month of the current year (bars); the tooltip adds the number of sales. */
export function SalesChart({ months }: { months: MonthlySales[] }) {
  const { t } = useTranslation();
  const counts = Array.from({ length: 12 }, (_, i) => months.find((m) => m.month === i)?.count ?? 0);
  const options: ApexOptions = {
    chart: { id: 'dashboard-sales', toolbar: { show: false }, fontFamily: 'inherit' },
    plotOptions: { bar: { borderRadius: 4, columnWidth: '55%' } },
    dataLabels: { enabled: false },
    colors: ['#0d6efd'],
    xaxis: { categories: Array.from({ length: 12 }, (_, i) => t(`dashboard.months.${i}`)) },
    yaxis: { labels: { formatter: (v) => compact(v) } },
    tooltip: {
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
