// Types of scripts/seed-data.mjs, for the TypeScript end-to-end tests.
export type DemoRole =
  | 'Super Admin'
  | 'Admin'
  | 'Manager'
  | 'Merchant'
  | 'DeliveryBoy'
  | 'Reception In Country'
  | 'Reception In City'
  | 'Call Centre'
  | 'dev';

export interface DemoAccount {
  uid: string;
  email: string;
  role: DemoRole;
  password: string;
  firstName: string;
  lastName: string;
  gender: 'male' | 'female';
  birthday: string;
  phone: string;
  address: string;
  locationId: string | null;
  locationType: 'store' | null;
}

export interface SeedPlace {
  id: string;
  name: string;
  address: string;
  phone: string;
  colour: string;
}

export interface SeedCustomer {
  id: string;
  firstName: string;
  lastName: string;
  firstNameLower: string;
  lastNameLower: string;
  gender: 'male' | 'female';
  phone: string;
  address: string;
  email: string;
  birthday: string;
}

export declare const DEMO_PASSWORD: string;
export declare const DEMO_ACCOUNTS: readonly DemoAccount[];
export declare const STORES: readonly SeedPlace[];
export declare const WAREHOUSES: readonly SeedPlace[];
export declare const COLORS: readonly { name: string; colorName: string }[];
export declare const BRANDS: readonly string[];
export declare const CATEGORIES: readonly string[];
export declare const SOURCES: readonly string[];
export declare const SIZES: readonly string[];
export declare const SHOE_WIDTHS: readonly string[];
export declare const SHOE_HEIGHTS: readonly string[];
export declare const DELIVERY_LOCATIONS: readonly string[];
export declare const CUSTOMERS: readonly SeedCustomer[];
export declare function customerPhoneKeys(): [string, { customerId: string }][];
