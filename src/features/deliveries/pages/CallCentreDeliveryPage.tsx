import { DeliveryOrdersScreen } from '../components/DeliveryOrdersScreen';

/**
 * /call-centre/delivery (Call Centre, dev): the delivery orders the signed-in agent created, in the
 * same three tables, read-only apart from the product details (couriers are assigned and deliveries
 * confirmed on /delivery-orders).
 */
export default function CallCentreDeliveryPage() {
  return <DeliveryOrdersScreen page="callCentre" />;
}
