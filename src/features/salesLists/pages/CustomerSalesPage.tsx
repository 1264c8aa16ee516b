import { SalesListScreen } from '../components/SalesListScreen';

/** /customer-sales (dev): service-provider sales (location type store or delivery). */
export default function CustomerSalesPage() {
  return <SalesListScreen kind="customerSales" />;
}
