import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { STAFF_ROLES, type StaffRole } from '../../../auth/roles';
import { ACCESS_TABLE, canOpen, landingPath } from '../../../auth/access';

// The route guard as each role meets it (was tests/e2e/roles.spec.ts): a signed-in role that opens a
// route outside its groups is sent to /login, which says which screen was refused and links back to
// the role's landing page; a signed-out visitor of a protected route goes to /login.

let authState: { status: 'signedIn'; user: { role: StaffRole } } | { status: 'signedOut'; notice: null } = { status: 'signedOut', notice: null };

vi.mock('../../../auth/AuthProvider', () => ({
  useAuth: () => ({ state: authState, signIn: vi.fn(), clearNotice: vi.fn() }),
}));

const { RequireAccess } = await import('../../../auth/RequireAccess');
const { LoginPage } = await import('./LoginPage');

function openAt(path: string, route: (typeof ACCESS_TABLE)[number]) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route.path} element={<RequireAccess route={route}><p>the refused screen</p></RequireAccess>} />
        <Route path="/login" element={<LoginPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the route guard', () => {
  // The roles with back-office screens (the Merchant has none: it cannot sign in, src/auth/sessionUser.test.ts and tests/e2e/login.spec.ts);
  // dev may open every route, so only the others have a route outside their groups.
  const withScreens = STAFF_ROLES.filter((role) => landingPath(role) !== null);
  const refusedRoles = withScreens.filter((role) => ACCESS_TABLE.some((route) => !canOpen(route, role)));

  it('has a refused route for every role with screens but dev', () => {
    expect(refusedRoles).toEqual(withScreens.filter((role) => role !== 'dev'));
    expect(refusedRoles.length).toBeGreaterThanOrEqual(7);
  });

  it.each(refusedRoles)('sends %s from a route outside its groups to /login, saying so', (role) => {
    const refused = ACCESS_TABLE.find((route) => !canOpen(route, role))!;
    authState = { status: 'signedIn', user: { role } };
    openAt(refused.path, refused);
    expect(screen.queryByText('the refused screen')).toBeNull();
    const notice = screen.getByTestId('forbidden-notice');
    expect(notice.querySelector('a')?.getAttribute('href')).toBe(landingPath(role));
  });

  it('sends a signed-out visitor of a protected route to /login', () => {
    const dashboard = ACCESS_TABLE.find((route) => route.path === '/dashboard')!;
    authState = { status: 'signedOut', notice: null };
    openAt('/dashboard', dashboard);
    expect(screen.queryByText('the refused screen')).toBeNull();
    expect(screen.getByRole('button', { name: 'Нэвтрэх' })).toBeTruthy();
    expect(screen.queryByTestId('forbidden-notice')).toBeNull();
  });
});
