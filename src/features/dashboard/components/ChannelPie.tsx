import ReactApexChart from 'react-apexcharts';
import type { ApexOptions } from 'apexcharts';
import { useTranslation } from 'react-i18next';
import type { ChannelSlice } from '../domain/figures';

/** Orders per sales channel. */
export function ChannelPie({ slices }: { slices: ChannelSlice[] }) {
  const { t } = useTranslation();
  if (slices.length === 0) return <p className="text-muted small py-4 text-center mb-0">{t('dashboard.noOrders')}</p>;
  const options: ApexOptions = {
    chart: { id: 'dashboard-channels', fontFamily: 'inherit' },
    labels: slices.map((s) => t(`dashboard.channel.${s.channel}`)),
    colors: ['#0d6efd', '#20c997', '#fd7e14', '#6f42c1'],
    legend: { position: 'bottom' },
    dataLabels: { enabled: true },
  };
  return <ReactApexChart type="pie" height={300} options={options} series={slices.map((s) => s.count)} />;
}
