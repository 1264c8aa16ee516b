// Demo data for the local stack (scripts/seed.mjs writes it). The demo accounts are exported so that
// `npm start` can print them and the end-to-end tests can sign in with them.
// No password is ever stored in Firestore: DEMO_PASSWORD exists only in Firebase Auth.

export const DEMO_PASSWORD = 'demo12345';

/** Stores and warehouses have stable ids so profiles can point at them (locationId). */
export const STORES = [
  {
    id: 'store-sukhbaatar',
    name: 'Сүхбаатар салбар',
    address: 'Сүхбаатар дүүрэг, 1-р хороо, Энхтайваны өргөн чөлөө 15, Их дэлгүүрийн 2 давхар',
    phone: '77111101',
    colour: '#1976D2',
  },
  {
    id: 'store-khan-uul',
    name: 'Хан-Уул салбар',
    address: 'Хан-Уул дүүрэг, 15-р хороо, Чингисийн өргөн чөлөө 24, Их Монгол худалдааны төв',
    phone: '77111102',
    colour: '#388E3C',
  },
  {
    id: 'store-darkhan',
    name: 'Дархан салбар',
    address: 'Дархан-Уул аймаг, Дархан сум, 9-р баг, Найрамдлын гудамж 7',
    phone: '70371103',
    colour: '#E64A19',
  },
];

export const WAREHOUSES = [
  {
    id: 'warehouse-central',
    name: 'Төв агуулах',
    address: 'Хан-Уул дүүрэг, 3-р хороо, Үйлдвэрийн гудамж 12, Агуулахын байр 2',
    phone: '77112201',
    colour: '#5D4037',
  },
  {
    id: 'warehouse-songino',
    name: 'Сонгино агуулах',
    address: 'Сонгинохайрхан дүүрэг, 20-р хороо, Баруун 4 зам, Агуулахын хотхон 5',
    phone: '77112202',
    colour: '#455A64',
  },
];

/**
 * Demo accounts: Auth account (email, DEMO_PASSWORD) + profile users/{uid}.
 * Sellers (the two Reception roles) belong to a store.
 */
export const DEMO_ACCOUNTS = [
  { uid: 'demo-superadmin', email: 'superadmin@demo.mn', role: 'Super Admin', firstName: 'Бат-Эрдэнэ', lastName: 'Ганбаатар', gender: 'male', birthday: '1982-03-14', phone: '99110001' },
  { uid: 'demo-admin', email: 'admin@demo.mn', role: 'Admin', firstName: 'Оюунчимэг', lastName: 'Доржсүрэн', gender: 'female', birthday: '1987-07-02', phone: '99110002' },
  { uid: 'demo-manager', email: 'manager@demo.mn', role: 'Manager', firstName: 'Энхтуяа', lastName: 'Батболд', gender: 'female', birthday: '1990-11-21', phone: '99110003' },
  { uid: 'demo-merchant', email: 'merchant@demo.mn', role: 'Merchant', firstName: 'Төмөрбаатар', lastName: 'Лхагвасүрэн', gender: 'male', birthday: '1985-05-09', phone: '99110004' },
  { uid: 'demo-courier', email: 'courier@demo.mn', role: 'DeliveryBoy', firstName: 'Ганзориг', lastName: 'Эрдэнэбат', gender: 'male', birthday: '1996-01-30', phone: '99110005' },
  { uid: 'demo-reception-city', email: 'reception.city@demo.mn', role: 'Reception In City', firstName: 'Сарангэрэл', lastName: 'Мөнхбат', gender: 'female', birthday: '1994-09-12', phone: '99110006', locationId: 'store-sukhbaatar', locationType: 'store' },
  { uid: 'demo-reception-country', email: 'reception.country@demo.mn', role: 'Reception In Country', firstName: 'Нармандах', lastName: 'Цэрэндорж', gender: 'male', birthday: '1992-04-25', phone: '99110007', locationId: 'store-darkhan', locationType: 'store' },
  { uid: 'demo-callcentre', email: 'callcentre@demo.mn', role: 'Call Centre', firstName: 'Мөнхзул', lastName: 'Отгонбаяр', gender: 'female', birthday: '1998-12-03', phone: '99110008' },
  { uid: 'demo-dev', email: 'dev@demo.mn', role: 'dev', firstName: 'Тэмүүлэн', lastName: 'Батсайхан', gender: 'male', birthday: '1995-06-18', phone: '99110009' },
].map((account, index) => ({
  locationId: null,
  locationType: null,
  address: [
    'Сүхбаатар дүүрэг, 8-р хороо, Бага тойруу 44, 12 тоот',
    'Баянзүрх дүүрэг, 26-р хороо, Их Монгол улсын гудамж 3, 45 тоот',
    'Хан-Уул дүүрэг, 11-р хороо, Зайсангийн гудамж 21, 8 тоот',
    'Баянгол дүүрэг, 3-р хороо, Энхтайваны өргөн чөлөө 58, 17 тоот',
    'Чингэлтэй дүүрэг, 4-р хороо, Жамъян гүний гудамж 9, 31 тоот',
    'Сүхбаатар дүүрэг, 1-р хороо, Сөүлийн гудамж 14, 5 тоот',
    'Дархан-Уул аймаг, Дархан сум, 11-р баг, 3-р байр, 22 тоот',
    'Сонгинохайрхан дүүрэг, 18-р хороо, Баруун 4 зам 60, 10 тоот',
    'Баянзүрх дүүрэг, 13-р хороо, Нарны зам 66, 2 тоот',
  ][index],
  ...account,
  password: DEMO_PASSWORD,
}));

export const COLORS = [
  { name: 'Хар', colorName: '#000000' },
  { name: 'Цагаан', colorName: '#FFFFFF' },
  { name: 'Улаан', colorName: '#D32F2F' },
  { name: 'Хөх', colorName: '#1976D2' },
  { name: 'Ногоон', colorName: '#388E3C' },
  { name: 'Бор', colorName: '#795548' },
  { name: 'Саарал', colorName: '#9E9E9E' },
  { name: 'Шар', colorName: '#FBC02D' },
  { name: 'Ягаан', colorName: '#EC407A' },
];

export const BRANDS = ['Nike', 'Adidas', 'Puma', 'New Balance', 'Skechers', 'Монгол Гутал', 'Говь Хивс', 'Эрдэнэт Хивс'];

export const CATEGORIES = [
  'Эрэгтэй гутал',
  'Эмэгтэй гутал',
  'Хүүхдийн гутал',
  'Пүүз',
  'Өвлийн гутал',
  'Шаахай',
  'Ноосон хивс',
  'Хивсэнцэр',
  'Ширдэг',
];

export const SOURCES = ['Дотоодын үйлдвэр', 'Хятад', 'Турк', 'Өмнөд Солонгос', 'Итали', 'Вьетнам'];

export const SIZES = Array.from({ length: 11 }, (_, i) => String(35 + i));
export const SHOE_WIDTHS = ['8', '8.5', '9', '9.5', '10', '10.5', '11'];
export const SHOE_HEIGHTS = ['1', '2', '3', '5', '7', '9', '12'];

export const DELIVERY_LOCATIONS = [
  'Баянзүрх',
  'Баянгол',
  'Сүхбаатар',
  'Чингэлтэй',
  'Хан-Уул',
  'Сонгинохайрхан',
  'Налайх',
  'Багануур',
  'Багахангай',
];

const CUSTOMER_NAMES = [
  ['Болормаа', 'Сүхбат', 'female'],
  ['Ганболд', 'Дашдорж', 'male'],
  ['Уранчимэг', 'Ням-Осор', 'female'],
  ['Батжаргал', 'Пүрэвдорж', 'male'],
  ['Цэцэгмаа', 'Гомбосүрэн', 'female'],
  ['Мөнх-Эрдэнэ', 'Жаргалсайхан', 'male'],
  ['Ариунаа', 'Бямбасүрэн', 'female'],
  ['Хүрэлбаатар', 'Очирбат', 'male'],
  ['Наранцэцэг', 'Содномдаржаа', 'female'],
  ['Отгонбаяр', 'Түмэнжаргал', 'male'],
  ['Солонго', 'Алтангэрэл', 'female'],
  ['Баярсайхан', 'Нямдаваа', 'male'],
  ['Анужин', 'Энхбаяр', 'female'],
  ['Даваажав', 'Цогтбаатар', 'male'],
  ['Хонгорзул', 'Батмөнх', 'female'],
  ['Эрдэнэбилэг', 'Ганхуяг', 'male'],
  ['Номин', 'Пүрэвсүрэн', 'female'],
  ['Батхүү', 'Мягмарсүрэн', 'male'],
  ['Сувд', 'Лхамсүрэн', 'female'],
  ['Тэнгис', 'Бат-Очир', 'male'],
];

/** Customers: users documents with role and userType clientUser, no Auth account. */
export const CUSTOMERS = CUSTOMER_NAMES.map(([firstName, lastName, gender], i) => {
  const district = DELIVERY_LOCATIONS[i % 6];
  return {
    id: `customer-${String(i + 1).padStart(2, '0')}`,
    firstName,
    lastName,
    // The name search (src/entities/person/customerSearch.ts: nameSearchFields).
    firstNameLower: firstName.trim().toLowerCase(),
    lastNameLower: lastName.trim().toLowerCase(),
    gender,
    phone: String(88000000 + (i + 1) * 104729).slice(0, 8),
    address: `${district} дүүрэг, ${(i % 20) + 1}-р хороо, ${10 + i}-р байр, ${20 + i * 3} тоот`,
    email: '',
    birthday: `${1970 + ((i * 7) % 35)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
  };
});

/** One customer per phone: the keys customerPhones/{phone} = { customerId } of the customers above. */
export function customerPhoneKeys() {
  return CUSTOMERS.map((c) => [c.phone, { customerId: c.id }]);
}
