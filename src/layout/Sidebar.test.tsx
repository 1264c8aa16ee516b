import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LayoutProvider } from './LayoutProvider';
import { railWithWords, Sidebar } from './Sidebar';
import { STAFF_ROLES } from '../auth/roles';
import { landingPath, menuFor } from '../auth/access';

function renderSidebar(path: string, role: Parameters<typeof Sidebar>[0]['role']) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LayoutProvider>
        <Sidebar role={role} />
      </LayoutProvider>
    </MemoryRouter>,
  );
}

describe('Sidebar', () => {
  // Each role on its landing page sees exactly its menu entries, the landing one active (was
  // tests/e2e/roles.spec.ts; the landing page itself is where auth.setup.ts's sign-ins arrive).
  it.each(STAFF_ROLES.filter((role) => landingPath(role) !== null))('%s sees exactly its menu, its landing entry active', (role) => {
    renderSidebar(landingPath(role)!, role);
    const links = within(screen.getByTestId('sidebar')).getAllByRole('link').filter((a) => a.classList.contains('menu-link'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(menuFor(role).flatMap((section) => section.items.map((item) => item.path)));
    expect(screen.getByRole('link', { current: 'page' }).getAttribute('href')).toBe(landingPath(role));
  });

  it('shows only the role’s entries and marks the active one', () => {
    renderSidebar('/store/filterRequests', 'Reception In City');
    const links = within(screen.getByTestId('sidebar')).getAllByRole('link').filter((a) => a.classList.contains('menu-link'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/store/filterProducts', '/returns', '/cash-shift', '/store/filterRequests', '/stock-counts']);
    expect(screen.getByRole('link', { current: 'page' }).getAttribute('href')).toBe('/store/filterRequests');
  });

  it('the seller’s old second grid, /store/sold, is its one product grid', () => {
    renderSidebar('/store/sold', 'Reception In City');
    expect(screen.getByRole('link', { current: 'page' }).getAttribute('href')).toBe('/store/filterProducts');
  });

  it('follows an alias spelling to the same active item', () => {
    renderSidebar('/reports/delivery-report', 'Admin');
    expect(screen.getByRole('link', { current: 'page' }).getAttribute('href')).toBe('/report/delivery-reports');
  });

  it('a short menu keeps its words on the narrowed sidebar; a long one shows icons only', () => {
    for (const role of ['Reception In City', 'Reception In Country', 'Call Centre', 'DeliveryBoy', 'Super Admin'] as const) expect(railWithWords(role), role).toBe(true);
    for (const role of ['Admin', 'Manager', 'dev'] as const) expect(railWithWords(role), role).toBe(false);
  });

  it('links the logo to /', () => {
    renderSidebar('/dashboard', 'Admin');
    expect(screen.getByRole('link', { name: 'Нүүр хуудас' }).getAttribute('href')).toBe('/');
  });
});
