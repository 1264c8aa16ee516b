// Placeholder signature (owned by the selling-core work): the one transaction every sale goes through.
import type { SessionUser } from '../../../auth/sessionUser';
import type { Product } from '../../products/domain/product';

export type SaleKind = 'store' | 'delivery' | 'merchant';

/** One product of the sale; VAT (NOAT, 10 % of originalPrice) is added when isNoat (only allowed where price == originalPrice). */
export interface SaleLine {
  productId: string;
  isNoat: boolean;
}

/** The customer (users, clientUser) or, for a merchant sale, the contract merchant (users, Merchant). */
export interface SaleBuyer {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export interface DeliveryDetails {
  /** deliveryLocations id (the delivery point). */
  duureg: string;
  address: string;
  addressDescription: string;
}

/** The lottery ticket offered in the wizard (section 4, lottery offer), or null. */
export interface LotteryOffer {
  lotteryTypeId: string;
  code: string;
}

export interface SaleInput {
  kind: SaleKind;
  /** The products as the wizard showed them: one changed, sold or pending meanwhile fails the sale (StockConflictError). */
  products: readonly Product[];
  lines: readonly SaleLine[];
  buyer: SaleBuyer;
  /** Delivery sales only. */
  delivery?: DeliveryDetails;
  lottery?: LotteryOffer | null;
}

export interface SaleResult {
  orderId: string;
  lotteryCode: string | null;
}

export async function sellProducts(_input: SaleInput, _user: SessionUser): Promise<SaleResult> {
  throw new Error('sellProducts is being built');
}
