import { describe, expect, it } from 'vitest';
import { LIST_NAME_MAX, PRODUCT_CHOICES_MAX, PRODUCT_NAME_MAX } from '../../../lib/textLimits';
import {
  addFormPrices,
  addProductSchema,
  choiceValue,
  editProductSchema,
  initialAddValues,
  initialEditValues,
  isThousandsText,
  thousandsToTugrik,
  toNewProduct,
  toProductEdit,
  tugrikToThousandsText,
  V,
  type AddProductValues,
  type EditProductValues,
} from './productSchema';
import { toProduct, type Product } from '../../../entities/product/product';

const picture = () => new File(['x'], 'a.png', { type: 'image/png' });

const validAdd: AddProductValues = {
  name: 'Nike Air Max',
  sku: '123456',
  size: '42',
  width: '9.5',
  height: '3',
  brand: 'Nike',
  source: 'Хятад',
  colors: ['Хар'],
  categories: ['Пүүз'],
  locationType: 'warehouse',
  locationId: 'warehouse-central',
  price: '150',
  discountedPrice: '',
  pictures: [picture()],
};

const validEdit: EditProductValues = {
  name: 'Nike Air Max',
  sku: '123456',
  size: '42',
  width: '9.5',
  height: '3',
  brand: 'Nike',
  source: 'Хятад',
  colors: ['Хар'],
  categories: ['Пүүз'],
  price: 150000,
  discountedPrice: null,
  keptPics: [{ picName: 'a.png', picUrl: 'http://x/a.png' }],
  newPictures: [],
};

async function addErrors(values: Partial<AddProductValues>): Promise<string[]> {
  try {
    await addProductSchema().validate({ ...validAdd, ...values }, { abortEarly: false });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
}

async function editErrors(values: Partial<EditProductValues>): Promise<string[]> {
  try {
    await editProductSchema().validate({ ...validEdit, ...values }, { abortEarly: false });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
}

const product: Product = toProduct('p1', {
  name: 'Adidas Samba',
  sku: '654321',
  size: '40',
  width: '9',
  height: '2',
  brand: 'Adidas',
  source: 'Турк',
  colors: ['Цагаан', 'Хар'],
  categories: ['Пүүз'],
  locationType: 'store',
  locationId: 'store-darkhan',
  locationName: 'Дархан салбар',
  price: 79900,
  originalPrice: 89900,
  isDiscount: true,
  pics: [{ picName: 'p.png', picUrl: 'http://x/p.png' }],
});

describe('addProductSchema', () => {
  it('accepts a complete form', async () => {
    expect(await addErrors({})).toEqual([]);
    expect(await addErrors({ discountedPrice: '120' })).toEqual([]);
  });

  it('asks for every required field with its message', async () => {
    const empty = initialAddValues({});
    expect(await addErrors(empty)).toEqual([
      V.nameEmpty,
      V.skuEmpty,
      V.sizeEmpty,
      V.widthEmpty,
      V.heightEmpty,
      V.brandEmpty,
      V.sourceEmpty,
      V.colorEmpty,
      V.categoryEmpty,
      V.locationTypeEmpty,
      V.priceEmpty,
      V.pictureEmpty,
    ]);
  });

  it('asks for the location of the chosen type with that type\'s message', async () => {
    expect(await addErrors({ locationType: 'store', locationId: '' })).toEqual([V.storeEmpty]);
    expect(await addErrors({ locationType: 'warehouse', locationId: '' })).toEqual([V.warehouseEmpty]);
    expect(await addErrors({ locationType: 'merchant', locationId: ' ' })).toEqual([V.merchantEmpty]);
    // No type chosen: only the type is asked for.
    expect(await addErrors({ locationType: '', locationId: '' })).toEqual([V.locationTypeEmpty]);
  });

  it('wants size, width and height as positive numbers', async () => {
    expect(await addErrors({ size: 'abc', width: '-1', height: '0' })).toEqual([
      V.notPositiveNumber,
      V.notPositiveNumber,
      V.notPositiveNumber,
    ]);
    expect(await addErrors({ size: ' 40 ', width: '8.5', height: '12' })).toEqual([]);
  });

  it('wants the price in thousands as a number greater than 0', async () => {
    expect(await addErrors({ price: 'сто' })).toEqual([V.priceThousands]);
    expect(await addErrors({ price: '0' })).toEqual([V.priceThousands]);
    expect(await addErrors({ price: '-5' })).toEqual([V.priceThousands]);
    expect(await addErrors({ price: '1,5' })).toEqual([V.priceThousands]);
    expect(await addErrors({ price: '89.9' })).toEqual([]);
    expect(await addErrors({ price: '89.9999' })).toEqual([V.priceThousands]);
  });

  it('wants a discounted price greater than 0 and lower than the price, or none', async () => {
    expect(await addErrors({ discountedPrice: 'abc' })).toEqual([V.discountThousands]);
    expect(await addErrors({ discountedPrice: '0' })).toEqual([V.discountPositive]);
    expect(await addErrors({ discountedPrice: '150' })).toEqual([V.discountNotLower]);
    expect(await addErrors({ discountedPrice: '200' })).toEqual([V.discountNotLower]);
    expect(await addErrors({ discountedPrice: '149.999' })).toEqual([]);
    // Without a valid price only the price is reported.
    expect(await addErrors({ price: '', discountedPrice: '100' })).toEqual([V.priceEmpty]);
  });

  it('refuses what the rules refuse: a name over PRODUCT_NAME_MAX, a brand or source over LIST_NAME_MAX, over PRODUCT_CHOICES_MAX colours or categories', async () => {
    expect(PRODUCT_NAME_MAX).toBe(200);
    expect(await addErrors({ name: 'x'.repeat(PRODUCT_NAME_MAX) })).toEqual([]);
    expect(await addErrors({ brand: 'b'.repeat(LIST_NAME_MAX), source: 's'.repeat(LIST_NAME_MAX) })).toEqual([]);
    expect(await addErrors({ brand: 'b'.repeat(LIST_NAME_MAX + 1) })).toEqual([V.choiceTooLong]);
    expect(await addErrors({ source: 's'.repeat(100_000) })).toEqual([V.choiceTooLong]);
    expect(await addErrors({ colors: Array.from({ length: PRODUCT_CHOICES_MAX }, (_, i) => `c${i}`) })).toEqual([]);
    expect(await addErrors({ colors: Array.from({ length: PRODUCT_CHOICES_MAX + 1 }, (_, i) => `c${i}`) })).toEqual([V.tooManyChoices]);
    expect(await addErrors({ categories: Array.from({ length: PRODUCT_CHOICES_MAX + 1 }, (_, i) => `c${i}`) })).toEqual([V.tooManyChoices]);
    expect(await addErrors({ name: 'x'.repeat(PRODUCT_NAME_MAX + 1) })).toEqual([V.nameTooLong]);
  });
});

describe('editProductSchema', () => {
  it('accepts a complete form', async () => {
    expect(await editErrors({})).toEqual([]);
    expect(await editErrors({ discountedPrice: 120000 })).toEqual([]);
  });

  it('asks for every required field with the edit form\'s messages', async () => {
    expect(
      await editErrors({
        name: '',
        sku: '',
        size: '',
        width: '',
        height: '',
        brand: '',
        source: '',
        colors: [],
        categories: [],
        price: null,
        keptPics: [],
        newPictures: [],
      }),
    ).toEqual([
      V.nameEmpty,
      V.skuEmpty,
      V.sizeEmpty,
      V.widthEmpty,
      V.heightEmpty,
      V.brandEmpty,
      V.sourceEmpty,
      V.colorEmpty,
      V.categoryEmpty,
      V.priceEmpty,
      V.pictureEmpty,
    ]);
  });

  it('wants a positive price and a discounted price below it', async () => {
    expect(await editErrors({ price: 0 })).toEqual([V.pricePositive]);
    expect(await editErrors({ discountedPrice: 150000 })).toEqual([V.discountNotLower]);
    expect(await editErrors({ discountedPrice: 0 })).toEqual([V.discountPositive]);
    expect(await editErrors({ size: '4x', width: 'wide', height: '-2' })).toEqual([
      V.notPositiveNumber,
      V.notPositiveNumber,
      V.notPositiveNumber,
    ]);
  });

  it('accepts new pictures in place of the removed stored ones', async () => {
    expect(await editErrors({ keptPics: [], newPictures: [picture()] })).toEqual([]);
  });
});

describe('prices', () => {
  it('reads thousands, with up to three decimals', () => {
    expect(thousandsToTugrik('150')).toBe(150000);
    expect(thousandsToTugrik(' 89.9 ')).toBe(89900);
    expect(thousandsToTugrik('0.5')).toBe(500);
    expect(thousandsToTugrik('abc')).toBe(0);
    expect(thousandsToTugrik('')).toBe(0);
    expect(isThousandsText('1 500')).toBe(true);
    expect(isThousandsText('1000000000')).toBe(false);
  });

  it('writes thousands back for a copied product', () => {
    expect(tugrikToThousandsText(150000)).toBe('150');
    expect(tugrikToThousandsText(89900)).toBe('89.9');
    expect(tugrikToThousandsText(0)).toBe('');
  });

  it('applies the discount only when it is lower than the price', () => {
    expect(addFormPrices({ price: '150', discountedPrice: '' })).toEqual({ price: 150000, originalPrice: 150000, isDiscount: false });
    expect(addFormPrices({ price: '150', discountedPrice: '120' })).toEqual({ price: 120000, originalPrice: 150000, isDiscount: true });
    expect(addFormPrices({ price: '150', discountedPrice: '150' })).toEqual({ price: 150000, originalPrice: 150000, isDiscount: false });
  });
});

describe('choiceValue', () => {
  it('stores the name list value that equals the typed number', () => {
    expect(choiceValue('9.50', ['9', '9.5', '10'])).toBe('9.5');
    expect(choiceValue(' 040 ', ['40'])).toBe('40');
    expect(choiceValue('47', ['40'])).toBe('47');
    expect(choiceValue('12.0', [])).toBe('12');
    expect(choiceValue('abc', ['40'])).toBe('abc');
  });
});

describe('initial values and conversions', () => {
  it('pre-fills the add form from a product except sku and pictures; name and size from the route', () => {
    const values = initialAddValues({ name: 'Samba OG', size: '41', sku: '111111', template: product });
    expect(values).toEqual({
      name: 'Samba OG',
      sku: '111111',
      size: '41',
      width: '9',
      height: '2',
      brand: 'Adidas',
      source: 'Турк',
      colors: ['Цагаан', 'Хар'],
      categories: ['Пүүз'],
      locationType: 'store',
      locationId: 'store-darkhan',
      price: '89.9',
      discountedPrice: '79.9',
      pictures: [],
    });
    expect(initialAddValues({ name: 'Пүүз', size: '42' })).toMatchObject({ name: 'Пүүз', size: '42', price: '', colors: [] });
  });

  it('converts the add form into the product written', () => {
    const input = toNewProduct({ ...validAdd, name: '  Nike Air Max ', width: '9.50', discountedPrice: '120' }, { sizes: ['42'], widths: ['9.5'], heights: ['3'] }, 'Төв агуулах');
    expect(input).toMatchObject({
      name: 'Nike Air Max',
      sku: '123456',
      size: '42',
      width: '9.5',
      height: '3',
      originalPrice: 150000,
      price: 120000,
      isDiscount: true,
      locationType: 'warehouse',
      locationId: 'warehouse-central',
      locationName: 'Төв агуулах',
    });
    expect(input.pictures).toHaveLength(1);
  });

  it('edit: shows the discounted price only when discounted, and saves with the discount rule', () => {
    const values = initialEditValues(product);
    expect(values).toMatchObject({ price: 89900, discountedPrice: 79900, keptPics: product.pics });
    const lists = { sizes: [], widths: [], heights: [] };
    expect(toProductEdit({ ...values, discountedPrice: null }, lists)).toMatchObject({ price: 89900, originalPrice: 89900, isDiscount: false });
    expect(toProductEdit({ ...values, price: 100000, discountedPrice: 70000 }, lists)).toMatchObject({ price: 70000, originalPrice: 100000, isDiscount: true });
    expect(initialEditValues({ ...product, isDiscount: false, price: 89900 }).discountedPrice).toBeNull();
  });
});
