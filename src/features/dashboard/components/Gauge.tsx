import ReactApexChart from 'react-apexcharts';
import type { ApexOptions } from 'apexcharts';
import { useTranslation } from 'react-i18next';

/** The dashboard's gauge: a half-circle fixed at `percent`. */
export function Gauge({ percent }: { percent: number }) {
  const { t } = useTranslation();
  const options: ApexOptions = {
    chart: { id: 'dashboard-gauge', fontFamily: 'inherit', sparkline: { enabled: true } },
    colors: ['#198754'],
    plotOptions: {
      radialBar: {
        startAngle: -90,
        endAngle: 90,
        hollow: { size: '60%' },
        track: { background: '#e9ecef' },
        dataLabels: { name: { offsetY: 20, fontSize: '13px' }, value: { offsetY: -15, fontSize: '22px', fontWeight: 600 } },
      },
    },
    labels: [t('dashboard.gaugeLabel')],
  };
  return <ReactApexChart type="radialBar" height={220} options={options} series={[percent]} />;
}
