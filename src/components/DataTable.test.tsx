import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableColumn } from './DataTable';

interface Person {
  id: string;
  name: string;
  phone: string;
}

const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `p${i + 1}`,
    name: i % 2 === 0 ? `Bat ${i + 1}` : `Dorj ${i + 1}`,
    phone: `99${String(i + 1).padStart(6, '0')}`,
  }));

const columns: DataTableColumn<Person>[] = [
  { key: 'name', header: 'Name', render: (p) => p.name, searchValue: (p) => p.name },
  { key: 'phone', header: 'Phone', render: (p) => p.phone, searchValue: (p) => p.phone },
  { key: 'actions', header: 'Actions', render: () => <button type="button">Edit</button> },
];

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const pageButtons = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('button')
    .map((b) => b.textContent ?? '')
    .filter((text) => /^\d+$/.test(text))
    .map(Number);

describe('DataTable', () => {
  it('shows the first page, the page size and the "showing" text', () => {
    render(<DataTable columns={columns} rows={people(40)} rowKey="id" pageSizes={[15, 30, 50]} defaultPageSize={15} />);
    expect(bodyRows()).toHaveLength(15);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy();
    expect(screen.getByText('1–15 / нийт 40')).toBeTruthy();
    expect((screen.getByLabelText('Хуудсанд:') as HTMLSelectElement).value).toBe('15');
    expect(pageButtons()).toEqual([1, 2, 3]);
  });

  it('unpaged: every row at once, without the page size, the count or pages', () => {
    render(<DataTable columns={columns} rows={people(12)} rowKey="id" unpaged />);
    expect(bodyRows()).toHaveLength(12);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByLabelText('Хуудсанд:')).toBeNull();
    expect(screen.queryByText(/нийт/)).toBeNull();
  });

  it('filters rows case-insensitively by searchValue and resets to page 1', async () => {
    const user = userEvent.setup();
    render(<DataTable columns={columns} rows={people(40)} rowKey="id" searchable pageSizes={[15, 30, 50]} />);
    await user.click(screen.getByRole('button', { name: '2-р хуудас' }));
    expect(screen.getByText('16–30 / нийт 40')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Хайх' }), 'DORJ');
    expect(screen.getByText('1–15 / нийт 20')).toBeTruthy();
    expect(bodyRows().every((row) => row.textContent?.includes('Dorj'))).toBe(true);

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), '99000007');
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0].textContent).toContain('Bat 7');
  });

  it('switches page sizes', async () => {
    const user = userEvent.setup();
    render(<DataTable columns={columns} rows={people(40)} rowKey="id" pageSizes={[15, 30, 50]} />);
    await user.selectOptions(screen.getByLabelText('Хуудсанд:'), '30');
    expect(bodyRows()).toHaveLength(30);
    await user.selectOptions(screen.getByLabelText('Хуудсанд:'), '50');
    expect(bodyRows()).toHaveLength(40);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('adds a default page size missing from the choices', () => {
    render(<DataTable columns={columns} rows={people(12)} rowKey="id" pageSizes={[10, 25, 50]} defaultPageSize={5} />);
    const select = screen.getByLabelText('Хуудсанд:') as HTMLSelectElement;
    expect(select.value).toBe('5');
    expect([...select.options].map((o) => o.value)).toEqual(['5', '10', '25', '50']);
    expect(bodyRows()).toHaveLength(5);
  });

  it('moves between pages with next, previous, last and first', async () => {
    const user = userEvent.setup();
    render(<DataTable columns={columns} rows={people(40)} rowKey="id" pageSizes={[15]} />);
    expect((screen.getByRole('button', { name: 'Өмнөх хуудас' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Дараагийн хуудас' }));
    expect(bodyRows()[0].textContent).toContain('Dorj 16');
    expect(screen.getByRole('button', { name: '2-р хуудас' }).getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByRole('button', { name: 'Сүүлийн хуудас' }));
    expect(screen.getByText('31–40 / нийт 40')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Дараагийн хуудас' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Өмнөх хуудас' }));
    expect(screen.getByText('16–30 / нийт 40')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Эхний хуудас' }));
    expect(screen.getByText('1–15 / нийт 40')).toBeTruthy();
  });

  it('shows 4 page numbers up to 10 pages and a sliding window of 5 beyond', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<DataTable columns={columns} rows={people(100)} rowKey="id" pageSizes={[10]} />);
    expect(pageButtons()).toEqual([1, 2, 3, 4]);
    unmount();

    render(<DataTable columns={columns} rows={people(200)} rowKey="id" pageSizes={[10]} />);
    expect(pageButtons()).toEqual([1, 2, 3, 4, 5]);
    await user.click(screen.getByRole('button', { name: '5-р хуудас' }));
    expect(pageButtons()).toEqual([3, 4, 5, 6, 7]);
    await user.click(screen.getByRole('button', { name: '7-р хуудас' }));
    expect(pageButtons()).toEqual([5, 6, 7, 8, 9]);
    await user.click(screen.getByRole('button', { name: 'Сүүлийн хуудас' }));
    expect(pageButtons()).toEqual([16, 17, 18, 19, 20]);
  });

  it('shows the empty text, the default one, and the spinner while loading', () => {
    const { rerender } = render(<DataTable columns={columns} rows={[]} rowKey="id" emptyText="No orders" />);
    expect(screen.getByText('No orders')).toBeTruthy();
    rerender(<DataTable columns={columns} rows={[]} rowKey="id" />);
    expect(screen.getByText('Мэдээлэл байхгүй')).toBeTruthy();
    rerender(<DataTable columns={columns} rows={people(3)} rowKey="id" loading />);
    expect(screen.getByRole('status').textContent).toContain('Ачаалж байна...');
    expect(screen.queryByText('Bat 1')).toBeNull();
  });

  it("renders a read's state: loading, then its error (the page's text or the default) with Try again", async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    const { rerender } = render(<DataTable columns={columns} rows={[]} rowKey="id" read={{ loading: true, error: null, retry }} emptyText="No orders" />);
    expect(screen.getByRole('status').textContent).toContain('Ачаалж байна...');
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(<DataTable columns={columns} rows={[]} rowKey="id" read={{ loading: false, error: new Error('denied'), retry }} emptyText="No orders" />);
    const alert = screen.getByTestId('table-load-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('Мэдээллийг ачаалж чадсангүй.');
    // Nothing is called empty after a failure.
    expect(screen.queryByText('No orders')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Дахин оролдох' }));
    expect(retry).toHaveBeenCalledTimes(1);

    // The page's own text and test id; without retry, no button.
    rerender(<DataTable columns={columns} rows={people(2)} rowKey="id" read={{ loading: false, error: new Error('x') }} errorText="The orders could not be loaded." errorTestId="orders-error" />);
    expect(screen.getByTestId('orders-error').textContent).toBe('The orders could not be loaded.');
    expect(screen.queryByTestId('table-retry')).toBeNull();
    expect(screen.getByText('Bat 1')).toBeTruthy();
  });

  it('shows the empty text when a search matches nothing, and renders the toolbar', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        columns={columns}
        rows={people(5)}
        rowKey={(p) => p.id}
        searchable
        emptyText="Nothing"
        toolbar={<button type="button">Add</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText('Nothing')).toBeTruthy();
    expect(screen.getByText('Илэрц олдсонгүй')).toBeTruthy();
  });

  it('keeps the page in range when rows shrink', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<DataTable columns={columns} rows={people(30)} rowKey="id" pageSizes={[10]} />);
    await user.click(screen.getByRole('button', { name: 'Сүүлийн хуудас' }));
    rerender(<DataTable columns={columns} rows={people(12)} rowKey="id" pageSizes={[10]} />);
    expect(screen.getByText('11–12 / нийт 12')).toBeTruthy();
  });

  it('follows the language', async () => {
    const { default: i18n } = await import('../i18n');
    await i18n.changeLanguage('en');
    render(<DataTable columns={columns} rows={people(20)} rowKey="id" pageSizes={[15, 30]} />);
    expect(screen.getByText('Showing 1–15 of 20')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeTruthy();
  });
});
