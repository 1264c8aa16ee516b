import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PageTitle } from './PageTitle';
import { EmptyState } from './EmptyState';

describe('PageTitle', () => {
  it('renders the heading, breadcrumbs, subtitle and actions', () => {
    render(
      <PageTitle
        title="Бүтээгдэхүүн"
        breadcrumbs={['Агуулах', 'Бүтээгдэхүүн']}
        subtitle="20 бараа"
        actions={<button type="button">Нэмэх</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Бүтээгдэхүүн' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Байршил' });
    expect(nav.querySelectorAll('li')).toHaveLength(2);
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Бүтээгдэхүүн');
    expect(screen.getByText('20 бараа')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Нэмэх' })).toBeTruthy();
  });

  it('renders without breadcrumbs', () => {
    render(<PageTitle title="Users" />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('EmptyState', () => {
  it('shows the default or the given text and actions', () => {
    const { rerender } = render(<EmptyState />);
    expect(screen.getByRole('status').textContent).toBe('Мэдээлэл байхгүй');
    rerender(
      <EmptyState text="No transfer history">
        <button type="button">Reload</button>
      </EmptyState>,
    );
    expect(screen.getByText('No transfer history')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
