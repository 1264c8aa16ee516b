import { DeliveryOrdersScreen } from '../components/DeliveryOrdersScreen';

/** /delivery-orders (Admin, Manager, DeliveryBoy, dev). */
export default function DeliveryOrdersPage() {
  return <DeliveryOrdersScreen page="deliveryOrders" />;
}
