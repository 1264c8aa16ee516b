import { STAFF_ROLES, type StaffRole } from './roles';

/**
 * The one access table: route path -> who may open it, where it sits in the side menu and its label.
 * It drives the side menu, the route guards, the landing redirect and the end-to-end tests.
 *
 * Rule (docs/roles.md, "Screens, menu and routes"): a route admits exactly the roles whose menu
 * shows it, plus dev.
 * /users (Super Admin, Admin, Manager) and /store-orders (Admin, Manager) are given menu entries
 * for those roles too, so no screen a role may use is hidden from it and no link leads to a redirect.
 */

export type MenuSection =
  | 'statistics'
  | 'registration'
  | 'product'
  | 'callCentre'
  | 'deliveries'
  | 'sales'
  | 'transaction'
  | 'report'
  | 'shop'
  | 'lottery'
  | 'branch'
  | 'discountRequests'
  | 'devSales'
  | 'application';

/** Menu sections in the order the side menu shows them, with their icon (bootstrap-icons). */
export const MENU_SECTIONS: readonly { id: MenuSection; icon: string }[] = [
  { id: 'statistics', icon: 'bi-bar-chart-line' },
  { id: 'registration', icon: 'bi-person-badge' },
  { id: 'product', icon: 'bi-box-seam' },
  { id: 'callCentre', icon: 'bi-headset' },
  { id: 'deliveries', icon: 'bi-truck' },
  { id: 'sales', icon: 'bi-cart3' },
  { id: 'transaction', icon: 'bi-cash-coin' },
  { id: 'report', icon: 'bi-file-earmark-bar-graph' },
  { id: 'shop', icon: 'bi-shop' },
  { id: 'lottery', icon: 'bi-ticket-perforated' },
  { id: 'branch', icon: 'bi-building' },
  { id: 'discountRequests', icon: 'bi-percent' },
  { id: 'devSales', icon: 'bi-graph-up-arrow' },
  { id: 'application', icon: 'bi-phone' },
];

/** Screens: every one has its page in src/app/screens.tsx. */
export type ScreenId =
  | 'ebarimt'
  | 'dashboard'
  | 'employees'
  | 'users'
  | 'warehouses'
  | 'stores'
  | 'variants'
  | 'products'
  | 'soldProducts'
  | 'addProduct'
  | 'transferHistory'
  | 'deliveryLocations'
  | 'storeOrders'
  | 'merchantOrders'
  | 'deliveryOrders'
  | 'addOrder'
  | 'transactions'
  | 'lotteries'
  | 'lotteryTypes'
  | 'merchantSales'
  | 'customerSales'
  | 'appAdmin'
  | 'salesList'
  | 'deliveryReport'
  | 'salesReport'
  | 'discountRequests'
  | 'callCentreProducts'
  | 'callCentreDelivery'
  | 'callCentreDiscountRequests'
  | 'storeFilterProducts'
  | 'storeFilterRequests'
  | 'stockCounts'
  | 'returns'
  | 'cashShift'
  | 'shifts'
  | 'audit'
  | 'dev';

export interface MenuEntry {
  section: MenuSection;
  /** Roles that see this entry; dev is added unless `hiddenFromDev`. */
  roles: readonly StaffRole[];
  hiddenFromDev?: boolean;
}

export interface RouteAccess {
  /** The path the menu links to. */
  path: string;
  /** Other spellings that reach the same screen (old links, and routes known by two spellings). */
  aliases?: readonly string[];
  screen: ScreenId;
  /** i18n key of the menu label and page title. */
  labelKey: string;
  /** bootstrap-icons class shown beside the label (alone when the sidebar is collapsed). */
  icon: string;
  menu: readonly MenuEntry[];
  /** Roles admitted besides the menu's (only for routes with no menu entry). */
  extraRoles?: readonly StaffRole[];
}

const SELLERS: readonly StaffRole[] = ['Reception In Country', 'Reception In City'];

export const ACCESS_TABLE: readonly RouteAccess[] = [
  { path: '/dashboard', icon: 'bi-speedometer2', screen: 'dashboard', labelKey: 'menu.dashboard', menu: [{ section: 'statistics', roles: ['Admin'] }] },
  { path: '/employees', icon: 'bi-person-badge', screen: 'employees', labelKey: 'menu.employees', menu: [{ section: 'registration', roles: ['Super Admin'] }] },
  { path: '/users', icon: 'bi-people', screen: 'users', labelKey: 'menu.users', menu: [{ section: 'registration', roles: ['Super Admin', 'Admin', 'Manager'] }] },
  { path: '/products', icon: 'bi-box-seam', screen: 'products', labelKey: 'menu.products', menu: [{ section: 'product', roles: ['Manager'] }] },
  { path: '/sold-products', icon: 'bi-bag-check', screen: 'soldProducts', labelKey: 'menu.soldProducts', menu: [{ section: 'product', roles: ['Manager'] }] },
  {
    path: '/add-product', icon: 'bi-plus-square',
    aliases: ['/add-product/:name/:size'],
    screen: 'addProduct',
    labelKey: 'menu.addProduct',
    menu: [{ section: 'product', roles: ['Manager'] }],
  },
  { path: '/variants', icon: 'bi-tags', screen: 'variants', labelKey: 'menu.variants', menu: [{ section: 'product', roles: ['Manager'] }] },
  { path: '/transferred-history', icon: 'bi-clock-history', screen: 'transferHistory', labelKey: 'menu.transferHistory', menu: [{ section: 'product', roles: ['Manager'] }] },
  { path: '/delivery', icon: 'bi-geo-alt', screen: 'deliveryLocations', labelKey: 'menu.deliveryLocations', menu: [{ section: 'product', roles: ['Manager'] }] },
  { path: '/call-centre/products', icon: 'bi-telephone-outbound', screen: 'callCentreProducts', labelKey: 'menu.callCentreProducts', menu: [{ section: 'callCentre', roles: ['Call Centre'] }] },
  { path: '/call-centre/delivery', icon: 'bi-truck', screen: 'callCentreDelivery', labelKey: 'menu.callCentreDelivery', menu: [{ section: 'callCentre', roles: ['Call Centre'] }] },
  {
    path: '/call-centre/discount-requests', icon: 'bi-percent',
    screen: 'callCentreDiscountRequests',
    labelKey: 'menu.callCentreDiscountRequests',
    menu: [{ section: 'callCentre', roles: ['Call Centre'] }],
  },
  {
    path: '/delivery-orders', icon: 'bi-truck',
    screen: 'deliveryOrders',
    labelKey: 'menu.deliveryOrders',
    menu: [
      { section: 'deliveries', roles: ['DeliveryBoy'], hiddenFromDev: true },
      { section: 'sales', roles: ['Admin', 'Manager'] },
    ],
  },
  { path: '/merchant-orders', icon: 'bi-briefcase', screen: 'merchantOrders', labelKey: 'menu.merchantOrders', menu: [{ section: 'sales', roles: ['Admin', 'Manager'] }] },
  { path: '/store-orders', icon: 'bi-shop-window', screen: 'storeOrders', labelKey: 'menu.storeOrders', menu: [{ section: 'sales', roles: ['Admin', 'Manager'] }] },
  { path: '/add-orders', icon: 'bi-cart-plus', aliases: ['/add-order'], screen: 'addOrder', labelKey: 'menu.addOrder', menu: [{ section: 'sales', roles: ['Admin', 'Manager'] }] },
  { path: '/transactions', icon: 'bi-cash-coin', screen: 'transactions', labelKey: 'menu.transactions', menu: [{ section: 'transaction', roles: ['Manager'] }] },
  { path: '/report/sales', icon: 'bi-receipt', screen: 'salesList', labelKey: 'menu.salesList', menu: [{ section: 'report', roles: ['Admin'] }] },
  {
    path: '/report/delivery-reports', icon: 'bi-file-earmark-text',
    aliases: ['/reports/delivery-report', '/report/delivery-report', '/reports/delivery-reports'],
    screen: 'deliveryReport',
    labelKey: 'menu.deliveryReport',
    menu: [{ section: 'report', roles: ['Admin'] }],
  },
  {
    path: '/report/sales-report', icon: 'bi-file-earmark-bar-graph',
    aliases: ['/reports/sales-report'],
    screen: 'salesReport',
    labelKey: 'menu.salesReport',
    menu: [{ section: 'report', roles: ['Admin'] }],
  },
  // The seller's one product grid, its counter (docs/selling.md): /store/sold, once a second grid of
  // the same products with the discount request, opens it too.
  {
    path: '/store/filterProducts', icon: 'bi-grid',
    aliases: ['/store/sold'],
    screen: 'storeFilterProducts',
    labelKey: 'menu.storeFilterProducts',
    menu: [{ section: 'shop', roles: SELLERS }],
  },
  // Returns and size exchanges at the counter (docs/returns.md); Admin and Manager also approve the
  // sellers' late returns there.
  {
    path: '/returns', icon: 'bi-arrow-left-right',
    screen: 'returns',
    labelKey: 'menu.returns',
    menu: [{ section: 'shop', roles: SELLERS }, { section: 'sales', roles: ['Admin', 'Manager'] }],
  },
  // Cash shifts (docs/shifts.md): the counter's shift (its store's sellers; Admin, Manager, dev choose
  // the store), and the shifts and couriers' hand-overs of a period.
  {
    path: '/cash-shift', icon: 'bi-cash-stack',
    screen: 'cashShift',
    labelKey: 'menu.cashShift',
    menu: [{ section: 'shop', roles: SELLERS }, { section: 'sales', roles: ['Admin', 'Manager'] }],
  },
  { path: '/shifts', icon: 'bi-journal-check', screen: 'shifts', labelKey: 'menu.shifts', menu: [{ section: 'report', roles: ['Admin', 'Manager'] }] },
  // The audit trail (docs/audit.md): every sale, return, refund, price change, discount decision,
  // deletion and shift close, written by the audit triggers.
  { path: '/audit', icon: 'bi-shield-check', screen: 'audit', labelKey: 'menu.audit', menu: [{ section: 'report', roles: ['Admin', 'Manager'] }] },
  // The e-barimt (docs/ebarimt.md): the daemon's state, the receipts that need someone, search.
  { path: '/ebarimt', icon: 'bi-receipt-cutoff', screen: 'ebarimt', labelKey: 'menu.ebarimt', menu: [{ section: 'sales', roles: ['Admin', 'Manager'] }] },
  { path: '/store/filterRequests', icon: 'bi-percent', screen: 'storeFilterRequests', labelKey: 'menu.storeFilterRequests', menu: [{ section: 'shop', roles: SELLERS }] },
  {
    path: '/stock-counts', icon: 'bi-upc-scan',
    aliases: ['/stock-counts/:id'],
    screen: 'stockCounts',
    labelKey: 'menu.stockCounts',
    menu: [{ section: 'product', roles: ['Manager'] }, { section: 'shop', roles: SELLERS }],
  },
  { path: '/lottery', icon: 'bi-ticket-perforated', screen: 'lotteries', labelKey: 'menu.lotteries', menu: [{ section: 'lottery', roles: ['Manager', 'Admin'] }] },
  { path: '/lottery-type', icon: 'bi-trophy', screen: 'lotteryTypes', labelKey: 'menu.lotteryTypes', menu: [{ section: 'lottery', roles: ['Manager', 'Admin'] }] },
  { path: '/store', icon: 'bi-shop', screen: 'stores', labelKey: 'menu.stores', menu: [{ section: 'branch', roles: ['Manager'] }] },
  { path: '/warehouse', icon: 'bi-building', screen: 'warehouses', labelKey: 'menu.warehouses', menu: [{ section: 'branch', roles: ['Manager'] }] },
  { path: '/discount-requests', icon: 'bi-percent', screen: 'discountRequests', labelKey: 'menu.discountRequests', menu: [{ section: 'discountRequests', roles: ['Admin'] }] },
  { path: '/merchant-sales', icon: 'bi-graph-up-arrow', screen: 'merchantSales', labelKey: 'menu.merchantSales', menu: [{ section: 'devSales', roles: [] }] },
  { path: '/customer-sales', icon: 'bi-person-lines-fill', screen: 'customerSales', labelKey: 'menu.customerSales', menu: [{ section: 'devSales', roles: [] }] },
  { path: '/app-admin', icon: 'bi-phone', screen: 'appAdmin', labelKey: 'menu.appAdmin', menu: [{ section: 'application', roles: ['Manager'] }] },
  { path: '/dev', icon: 'bi-code-slash', screen: 'dev', labelKey: 'menu.dev', menu: [] },
];

function menuRolesOf(entry: MenuEntry): StaffRole[] {
  return entry.hiddenFromDev ? [...entry.roles] : [...entry.roles, 'dev'];
}

/** Roles admitted to a route: the roles whose menu shows it, plus dev, plus any extra roles. */
export function allowedRoles(route: RouteAccess): StaffRole[] {
  const roles = new Set<StaffRole>(['dev', ...(route.extraRoles ?? [])]);
  for (const entry of route.menu) for (const role of entry.roles) roles.add(role);
  return STAFF_ROLES.filter((role) => roles.has(role));
}

export function canOpen(route: RouteAccess, role: StaffRole): boolean {
  return allowedRoles(route).includes(role);
}

export interface MenuItem {
  path: string;
  labelKey: string;
  icon: string;
}

/** The side menu of a role: sections in menu order, each with the entries the role sees. */
export function menuFor(role: StaffRole): { section: MenuSection; icon: string; items: MenuItem[] }[] {
  // A route listed in several sections (stock counts: Product and Shop) appears once for a role that
  // sees both (dev): in the first.
  const shown = new Set<string>();
  return MENU_SECTIONS.map(({ id, icon }) => ({
    section: id,
    icon,
    items: ACCESS_TABLE.flatMap((route) => {
      if (shown.has(route.path) || !route.menu.some((entry) => entry.section === id && menuRolesOf(entry).includes(role))) return [];
      shown.add(route.path);
      return [{ path: route.path, labelKey: route.labelKey, icon: route.icon }];
    }),
  })).filter((section) => section.items.length > 0);
}

/** Landing page after sign-in and for "/" (docs/roles.md). null means the role has none. */
export function landingPath(role: StaffRole): string | null {
  switch (role) {
    case 'Super Admin':
      return '/employees';
    case 'Admin':
    case 'dev':
      return '/dashboard';
    case 'Manager':
      return '/products';
    case 'Call Centre':
      return '/call-centre/delivery';
    case 'DeliveryBoy':
      return '/delivery-orders';
    case 'Reception In Country':
    case 'Reception In City':
      return '/store/filterProducts';
    default:
      return null;
  }
}

/** Every path a route answers to, for the router. */
export function routePaths(route: RouteAccess): string[] {
  return [route.path, ...(route.aliases ?? [])];
}

/** The route whose path or alias matches a concrete URL path (":param" segments match anything). */
export function findRoute(pathname: string): RouteAccess | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/');
  return ACCESS_TABLE.find((route) =>
    routePaths(route).some((pattern) => {
      const patternParts = pattern.split('/');
      return (
        patternParts.length === parts.length &&
        patternParts.every((segment, i) => segment.startsWith(':') || segment === parts[i])
      );
    }),
  );
}
