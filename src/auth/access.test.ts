import { describe, expect, it } from 'vitest';
import { ACCESS_TABLE, allowedRoles, canOpen, findRoute, landingPath, menuFor, routePaths } from './access';
import { STAFF_ROLES } from './roles';

const pathsOf = (role: (typeof STAFF_ROLES)[number]) => menuFor(role).flatMap((s) => s.items.map((i) => i.path));

describe('access table', () => {
  it('has every path of the route map, with both spellings', () => {
    const all = ACCESS_TABLE.flatMap(routePaths);
    for (const path of [
      '/dashboard', '/employees', '/users', '/warehouse', '/store', '/variants', '/products', '/sold-products',
      '/add-product', '/add-product/:name/:size', '/transferred-history', '/store-orders', '/merchant-orders',
      '/delivery-orders', '/delivery', '/add-order', '/add-orders', '/transactions', '/lottery', '/lottery-type',
      '/merchant-sales', '/customer-sales', '/app-admin', '/report/sales', '/reports/delivery-report',
      '/report/delivery-reports', '/reports/sales-report', '/report/sales-report', '/discount-requests',
      '/call-centre/products', '/call-centre/delivery', '/call-centre/discount-requests', '/store/filterProducts',
      '/store/filterRequests', '/store/sold', '/stock-counts', '/stock-counts/:id', '/returns', '/ebarimt', '/dev',
      '/cash-shift', '/shifts', '/audit',
    ]) {
      expect(all, path).toContain(path);
    }
    expect(new Set(all).size).toBe(all.length);
  });

  it('never lets a menu link lead a role to a refused route', () => {
    for (const role of STAFF_ROLES) {
      for (const path of pathsOf(role)) {
        expect(canOpen(findRoute(path)!, role), `${role} -> ${path}`).toBe(true);
      }
    }
  });

  it('admits dev everywhere and keeps /dev to dev alone', () => {
    for (const route of ACCESS_TABLE) expect(allowedRoles(route)).toContain('dev');
    expect(allowedRoles(findRoute('/dev')!)).toEqual(['dev']);
  });

  it('gives /users to Super Admin, Admin, Manager and /store-orders to Admin, Manager (plus dev)', () => {
    expect(allowedRoles(findRoute('/users')!)).toEqual(['Super Admin', 'Admin', 'Manager', 'dev']);
    expect(allowedRoles(findRoute('/store-orders')!)).toEqual(['Admin', 'Manager', 'dev']);
  });

  // Were e2e tests of single routes (dashboard, sales lists, app admin); the guard's redirect for every
  // role is src/features/auth/pages/RouteGuard.test.tsx.
  it('keeps the dashboard to Admin and dev, the dev sales lists to dev, the app configuration from the sellers', () => {
    expect(allowedRoles(findRoute('/dashboard')!)).toEqual(['Admin', 'dev']);
    for (const path of ['/merchant-sales', '/customer-sales']) expect(allowedRoles(findRoute(path)!), path).toEqual(['dev']);
    expect(canOpen(findRoute('/app-admin')!, 'Reception In City')).toBe(false);
    expect(canOpen(findRoute('/app-admin')!, 'Manager')).toBe(true);
  });

  it('gives the audit trail to Admin and Manager (plus dev), in their Report section', () => {
    expect(allowedRoles(findRoute('/audit')!)).toEqual(['Admin', 'Manager', 'dev']);
    for (const role of ['Admin', 'Manager'] as const) {
      expect(menuFor(role).find((s) => s.section === 'report')?.items.map((i) => i.path), role).toContain('/audit');
    }
  });

  it('shows each role its side menu', () => {
    expect(pathsOf('Admin')).toEqual([
      '/dashboard', '/users', '/delivery-orders', '/merchant-orders', '/store-orders', '/add-orders', '/returns', '/cash-shift', '/ebarimt',
      '/report/sales', '/report/delivery-reports', '/report/sales-report', '/shifts', '/audit', '/lottery', '/lottery-type', '/discount-requests',
    ]);
    expect(pathsOf('DeliveryBoy')).toEqual(['/delivery-orders']);
    expect(pathsOf('Call Centre')).toEqual(['/call-centre/products', '/call-centre/delivery', '/call-centre/discount-requests']);
    // One product grid for the seller: /store/sold opens it too.
    expect(pathsOf('Reception In City')).toEqual(['/store/filterProducts', '/returns', '/cash-shift', '/store/filterRequests', '/stock-counts']);
    expect(findRoute('/store/sold')?.path).toBe('/store/filterProducts');
    expect(allowedRoles(findRoute('/store/sold')!)).toEqual(['Reception In Country', 'Reception In City', 'dev']);
    expect(pathsOf('Merchant')).toEqual([]);
    expect(menuFor('Super Admin').map((s) => s.section)).toEqual(['registration']);
  });

  it('hides the DeliveryBoy-only entry from dev but shows dev the rest', () => {
    const devSections = menuFor('dev').map((s) => s.section);
    expect(devSections).not.toContain('deliveries');
    expect(devSections).toContain('devSales');
    expect(pathsOf('dev')).toContain('/delivery-orders');
  });

  it('matches concrete paths, aliases and parameters', () => {
    expect(findRoute('/add-product/Пүүз/42')?.path).toBe('/add-product');
    expect(findRoute('/add-order')?.path).toBe('/add-orders');
    expect(findRoute('/reports/delivery-report')?.path).toBe('/report/delivery-reports');
    expect(findRoute('/dashboard/')?.path).toBe('/dashboard');
    expect(findRoute('/nowhere')).toBeUndefined();
  });

  it('lands each role on its landing page', () => {
    expect(landingPath('Super Admin')).toBe('/employees');
    expect(landingPath('Admin')).toBe('/dashboard');
    expect(landingPath('dev')).toBe('/dashboard');
    expect(landingPath('Manager')).toBe('/products');
    expect(landingPath('Call Centre')).toBe('/call-centre/delivery');
    expect(landingPath('DeliveryBoy')).toBe('/delivery-orders');
    expect(landingPath('Reception In City')).toBe('/store/filterProducts');
    expect(landingPath('Reception In Country')).toBe('/store/filterProducts');
    expect(landingPath('Merchant')).toBeNull();
    for (const role of STAFF_ROLES) {
      const landing = landingPath(role);
      if (landing) expect(canOpen(findRoute(landing)!, role), role).toBe(true);
    }
  });
});
