import { describe, expect, it } from 'vitest';
import { branchSchema, pictureFolder, sellerChanges, sellersOf, type BranchFormValues, type Seller } from './branch';
import { pictureFileName } from '../../../lib/files';
import { BRANCH_ADDRESS_MAX, BRANCH_NAME_MAX, FILE_NAME_MAX } from '../../../lib/textLimits';

const valid: BranchFormValues = {
  name: 'Төв агуулах',
  address: 'Хан-Уул дүүрэг, 3-р хороо',
  phone: '77112201',
  pictures: [new File(['x'], 'a.png', { type: 'image/png' })],
  hasExistingPicture: false,
  sellerIds: [],
};

async function errorsOf(values: Partial<BranchFormValues>, taken: string[] = []): Promise<string[]> {
  try {
    await branchSchema(taken).validate({ ...valid, ...values }, { abortEarly: false });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
}

describe('branchSchema', () => {
  it('accepts a complete form', async () => {
    expect(await errorsOf({})).toEqual([]);
  });
  it('asks for every required field with its message', async () => {
    expect(await errorsOf({ name: ' ', address: '', phone: '', pictures: [] })).toEqual([
      'branches.validation.nameEmpty',
      'branches.validation.addressEmpty',
      'branches.validation.phoneEmpty',
      'branches.validation.pictureEmpty',
    ]);
  });
  it('limits the name and the address to what the rules accept (counted trimmed)', async () => {
    expect(await errorsOf({ name: ` ${'н'.repeat(BRANCH_NAME_MAX)} `, address: 'х'.repeat(BRANCH_ADDRESS_MAX) })).toEqual([]);
    expect(await errorsOf({ name: 'н'.repeat(BRANCH_NAME_MAX + 1), address: 'х'.repeat(100_000) })).toEqual([
      'branches.validation.nameLong',
      'branches.validation.addressLong',
    ]);
  });
  it('keeps the stored picture when editing without a new one', async () => {
    expect(await errorsOf({ pictures: [], hasExistingPicture: true })).toEqual([]);
  });
  it('wants exactly 8 digits in the phone', async () => {
    expect(await errorsOf({ phone: '9911223' })).toEqual(['branches.validation.phoneDigits']);
    expect(await errorsOf({ phone: '9911223a' })).toEqual(['branches.validation.phoneDigits']);
    expect(await errorsOf({ phone: '991122334' })).toEqual(['branches.validation.phoneDigits']);
    expect(await errorsOf({ phone: '12' })).toEqual(['branches.validation.phoneDigits']);
  });
  it('refuses a name already used by another branch, ignoring case and spaces', async () => {
    expect(await errorsOf({ name: ' төв АГУУЛАХ ' }, ['Төв агуулах'])).toEqual(['branches.validation.nameTaken']);
  });
});

describe('pictures', () => {
  it('has one folder per kind and name', () => {
    expect(pictureFolder('warehouse', 'Төв агуулах')).toBe('warehouse/Төв агуулах');
    expect(pictureFolder('stores', ' A/B ')).toBe('stores/A-B');
  });
  it('names files uniquely and safely', () => {
    expect(pictureFileName('My photo.JPG', 5)).toBe('5-My-photo.jpg');
    expect(pictureFileName('зураг.png', 7)).toBe('7-зураг.png');
    // A long original name is cut so the stored name stays within the rules' FILE_NAME_MAX.
    const long = pictureFileName(`${'a'.repeat(300)}.${'b'.repeat(300)}`, Date.now());
    expect(long.length).toBeLessThanOrEqual(FILE_NAME_MAX);
    expect(long).toMatch(/^\d+-a{100}\.b{10}$/);
    expect(pictureFileName('???', 1)).toBe('1-picture');
  });
});

describe('sellers', () => {
  const sellers: Seller[] = [
    { id: 'a', firstName: 'A', lastName: 'X', role: 'Reception In City', locationId: 's1' },
    { id: 'b', firstName: 'B', lastName: 'Y', role: 'Reception In City', locationId: 's2' },
    { id: 'c', firstName: 'C', lastName: 'Z', role: 'Reception In Country', locationId: null },
  ];
  it('assigns the newly chosen and unassigns the dropped', () => {
    expect(sellerChanges('s1', sellers, ['b', 'c'])).toEqual({ assign: ['b', 'c'], unassign: ['a'] });
    expect(sellerChanges('s1', sellers, ['a'])).toEqual({ assign: [], unassign: [] });
  });
  it('lists the sellers of a store', () => {
    expect(sellersOf('s2', sellers).map((s) => s.id)).toEqual(['b']);
  });
});
