import { vatOf, type Product } from '../product/product';
import type { OrderProduct } from './order';

// A product priced as a sale line (docs/selling.md: VAT, the order and what else the sale writes):
// shared by the sale wizards and the counter's exchange, which sells its new products the same way.

/** The VAT tick is offered only where the product is sold at its original price (docs/selling.md). */
export function canAddVat(product: Pick<Product, 'price' | 'originalPrice'>): boolean {
  return product.price === product.originalPrice;
}

/** The line's price: the selling price, plus VAT when ticked (and allowed). */
export function lineVatPrice(product: Pick<Product, 'price' | 'originalPrice'>, isNoat: boolean): number {
  return isNoat && canAddVat(product) ? product.price + vatOf(product.originalPrice) : product.price;
}

/** One product of the sale with its final price. */
export interface PricedLine {
  product: Product;
  /** VAT added (only when allowed). */
  isNoat: boolean;
  /** Final line price in tugrik: price, plus VAT when isNoat. */
  price: number;
}

/** The order line stored on the order and the sale: a snapshot of the product at the moment of sale. */
export function orderProductOf(line: PricedLine): OrderProduct {
  const p = line.product;
  return {
    id: p.id,
    name: p.name,
    sku: p.sku,
    price: line.price,
    originalPrice: p.originalPrice,
    isNoat: line.isNoat,
    isDiscount: p.isDiscount,
    brand: p.brand,
    size: p.size,
    colors: p.colors,
    categories: p.categories,
    pics: p.pics.slice(0, 1),
  };
}

