import type { ReactNode } from 'react';
import { Button, Card, CardBody, CardHeader, Col, Row } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components';
import { formatMoney, formatThousands } from '../../../lib/money';
import { useDashboardFigures } from '../api/dashboardQueries';
import { ChannelPie } from '../components/ChannelPie';
import { FigureCard, SectionStatus, stateOf } from '../components/FigureCard';
import { Gauge } from '../components/Gauge';
import { SalesChart } from '../components/SalesChart';
import { TopStores } from '../components/TopStores';
import { GAUGE_PERCENT } from '../domain/figures';

function Section({ title, subtitle, children, testId }: { title: string; subtitle?: string; children: ReactNode; testId: string }) {
  return (
    <Card className="h-100 shadow-sm border-0" data-testid={testId}>
      <CardHeader className="bg-transparent border-0 pb-0">
        <h2 className="h6 mb-0">{title}</h2>
        {subtitle && <div className="small text-muted">{subtitle}</div>}
      </CardHeader>
      <CardBody>{children}</CardBody>
    </Card>
  );
}

/**
 * /dashboard (Admin, dev): sales figures of the business: kept figures up to today plus today's
 * aggregations (api/dashboardQueries.ts); Recompute rebuilds the kept figures from the whole history.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { figures, recompute, recomputing } = useDashboardFigures();
  const now = new Date();
  const year = now.getFullYear();
  const { months, todayOrders, clients, totalOrders, revenue, stores, channels } = figures;
  const thisMonth = months.data?.find((m) => m.month === now.getMonth());

  return (
    <div data-testid="dashboard">
      <PageTitle
        title={t('menu.dashboard')}
        subtitle={t('dashboard.keptNote')}
        actions={
          <Button size="sm" color="secondary" outline onClick={recompute} disabled={recomputing} data-testid="dashboard-recompute">
            <i className="bi bi-arrow-repeat me-1" aria-hidden="true" />
            {recomputing ? t('dashboard.recomputing') : t('dashboard.recompute')}
          </Button>
        }
      />

      <Row className="g-3 mb-3">
        <Col lg={8}>
          <Section title={t('dashboard.salesChart', { year })} testId="sales-chart">
            <SectionStatus state={stateOf(months)} />
            {months.data && <SalesChart months={months.data} />}
          </Section>
        </Col>
        <Col lg={4} className="d-flex flex-column gap-3">
          <FigureCard label={t('dashboard.monthRevenue')} icon="bi-calendar-check" state={stateOf(months)} testId="figure-month-revenue">
            {thisMonth && formatMoney(thisMonth.revenue)}
          </FigureCard>
          <div className="flex-grow-1">
            <Section title={t('dashboard.gauge')} testId="gauge">
              <Gauge percent={GAUGE_PERCENT} />
            </Section>
          </div>
        </Col>
      </Row>

      <Row className="g-3 mb-3" xs={1} sm={2} lg={3} xxl={5}>
        <Col>
          <FigureCard label={t('dashboard.todayOrders')} icon="bi-cart-check" state={stateOf(todayOrders)} testId="figure-today-orders">
            {todayOrders.data !== null && formatThousands(todayOrders.data)}
          </FigureCard>
        </Col>
        <Col>
          <FigureCard label={t('dashboard.clients')} icon="bi-people" state={stateOf(clients)} testId="figure-clients">
            {clients.data !== null && formatThousands(clients.data)}
          </FigureCard>
        </Col>
        <Col>
          <FigureCard label={t('dashboard.totalOrders')} icon="bi-receipt" state={stateOf(totalOrders)} testId="figure-total-orders">
            {totalOrders.data !== null && formatThousands(totalOrders.data)}
          </FigureCard>
        </Col>
        <Col>
          <FigureCard label={t('dashboard.revenue')} icon="bi-cash-stack" state={stateOf(revenue)} testId="figure-revenue">
            {revenue.data && formatMoney(revenue.data.revenue)}
          </FigureCard>
        </Col>
        <Col>
          <FigureCard label={t('dashboard.averagePrice')} icon="bi-tag" state={stateOf(revenue)} testId="figure-average-price">
            {revenue.data && formatMoney(revenue.data.averagePrice, 2)}
          </FigureCard>
        </Col>
      </Row>

      <Row className="g-3">
        <Col lg={7}>
          <Section title={t('dashboard.topStores')} subtitle={t('dashboard.topStoresSubtitle', { year })} testId="top-stores-card">
            <SectionStatus state={stateOf(stores)} />
            {stores.data && <TopStores stores={stores.data} />}
          </Section>
        </Col>
        <Col lg={5}>
          <Section title={t('dashboard.channels')} testId="channels-chart">
            <SectionStatus state={stateOf(channels)} />
            {channels.data && <ChannelPie slices={channels.data} />}
          </Section>
        </Col>
      </Row>
    </div>
  );
}
