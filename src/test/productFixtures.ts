import type { ProductDetails } from '../entities/product/newProduct';

/**
 * A sample item as the add form would describe it: black Nike shoes, size 42, in stock at store-1
 * for 150,000₮. Tests build their products from it with newProductDocument, overriding only the
 * details they are about.
 */
export function sampleProductDetails(over: Partial<ProductDetails> = {}): ProductDetails {
  return {
    name: 'Nike Air Max',
    sku: '123456',
    pics: [],
    source: 'China',
    locationType: 'store',
    locationId: 'store-1',
    locationName: 'Store one',
    colors: ['Black'],
    categories: ['Shoes'],
    brand: 'Nike',
    size: '42',
    width: '9.5',
    height: '3',
    price: 150000,
    originalPrice: 150000,
    isDiscount: false,
    ...over,
  };
}
