import { SalesListScreen } from '../components/SalesListScreen';

/** /merchant-sales (dev): sales at contract merchants' locations, with a merchant filter. */
export default function MerchantSalesPage() {
  return <SalesListScreen kind="merchantSales" />;
}
