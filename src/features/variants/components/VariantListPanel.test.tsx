import { beforeEach, describe, expect, it, vi } from 'vitest';

// Typing into formik forms is slow when the machine is busy (several test layers at once).
vi.setConfig({ testTimeout: 20_000 });
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import type { ListItem } from '../../../entities/nameList/nameList';

installJsdomStubs();

const items: ListItem[] = Array.from({ length: 7 }, (_, i) => ({ id: `c${i}`, name: `Төрөл ${i + 1}` }));
const api = vi.hoisted(() => ({
  addListItem: vi.fn(),
  updateListItem: vi.fn(),
  deleteListItem: vi.fn(),
}));

vi.mock('../api/listItemWrites', () => api);
vi.mock('../../../entities/nameList/nameList', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useListItems: () => ({ data: items, loading: false, error: null }),
}));

const { VariantListPanel } = await import('./VariantListPanel');
const { VARIANT_PANELS } = await import('../domain/lists');
const categories = VARIANT_PANELS.find((s) => s.collection === 'categories')!;

describe('VariantListPanel', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset().mockResolvedValue(undefined);
  });

  it('shows 5 rows by default with page sizes 5/20/25', async () => {
    render(<VariantListPanel spec={categories} />);
    const table = screen.getByRole('table', { name: 'Төрөл' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
    const size = screen.getByLabelText<HTMLSelectElement>('Хуудсанд:');
    expect([...size.options].map((o) => o.value)).toEqual(['5', '20', '25']);
    await userEvent.selectOptions(size, '20');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 7);
  });

  it('delete asks "Устгах" and deletes only on yes', async () => {
    render(<VariantListPanel spec={categories} />);
    await userEvent.click(screen.getByRole('button', { name: 'Төрөл 1 устгах' }));
    expect(await screen.findByText('Устгах')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Болих' }));
    await waitFor(() => expect(screen.queryByText('Устгах')).toBeNull());
    expect(api.deleteListItem).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Төрөл 1 устгах' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Тийм' }));
    await waitFor(() => expect(api.deleteListItem).toHaveBeenCalledWith('categories', 'c0'));
  });

  it('add opens the dialog and saves through the api', async () => {
    render(<VariantListPanel spec={categories} />);
    await userEvent.click(screen.getByRole('button', { name: 'Нэмэх' }));
    await userEvent.type(await screen.findByLabelText('Төрлийн нэр'), 'Шинэ төрөл');
    await userEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() =>
      expect(api.addListItem).toHaveBeenCalledWith('categories', 'text', { name: 'Шинэ төрөл', colorName: '#000000', classificationCode: '' }),
    );
  });

  it('a category takes an e-barimt classification code of 7 digits, or none', async () => {
    render(<VariantListPanel spec={categories} />);
    await userEvent.click(screen.getByRole('button', { name: 'Нэмэх' }));
    await userEvent.type(await screen.findByLabelText('Төрлийн нэр'), 'Пүүз');
    const code = screen.getByLabelText('И-баримтын ангиллын код (БҮНА, 7 орон)');
    await userEvent.type(code, '621110');
    await userEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    expect(await screen.findByText('Ангиллын код нь 7 оронтой тоо, эсвэл хоосон.')).toBeTruthy();
    expect(api.addListItem).not.toHaveBeenCalled();
    await userEvent.type(code, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() =>
      expect(api.addListItem).toHaveBeenCalledWith('categories', 'text', { name: 'Пүүз', colorName: '#000000', classificationCode: '6211100' }),
    );
  });
});
