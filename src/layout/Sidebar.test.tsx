import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LayoutProvider } from './LayoutProvider';
import { Sidebar } from './Sidebar';

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
  it('shows only the role’s entries and marks the active one', () => {
    renderSidebar('/store/sold', 'Reception In City');
    const links = within(screen.getByTestId('sidebar')).getAllByRole('link').filter((a) => a.classList.contains('menu-link'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/store/filterProducts', '/store/filterRequests', '/store/sold', '/stock-counts']);
    expect(screen.getByRole('link', { current: 'page' }).getAttribute('href')).toBe('/store/sold');
  });

  it('follows an alias spelling to the same active item', () => {
    renderSidebar('/reports/delivery-report', 'Admin');
    expect(screen.getByRole('link', { current: 'page' }).getAttribute('href')).toBe('/report/delivery-reports');
  });

  it('links the logo to /', () => {
    renderSidebar('/dashboard', 'Admin');
    expect(screen.getByRole('link', { name: 'Нүүр хуудас' }).getAttribute('href')).toBe('/');
  });
});
