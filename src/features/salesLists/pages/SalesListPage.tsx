import { SalesListScreen } from '../components/SalesListScreen';

/** /report/sales (Admin, dev): every sale of the range; details, delete, CSV. */
export default function SalesListPage() {
  return <SalesListScreen kind="salesList" />;
}
