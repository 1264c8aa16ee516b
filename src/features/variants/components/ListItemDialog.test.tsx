import { describe, expect, it, vi } from 'vitest';

// Typing into formik forms is slow when the machine is busy (several test layers at once).
vi.setConfig({ testTimeout: 20_000 });
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../i18n';
import { DELIVERY_LOCATIONS_SPEC, VARIANT_PANELS, type ListSpec } from '../domain/lists';
import { type ListCollection, type ListItem } from '../../../entities/nameList/nameList';
import { ListItemDialog } from './ListItemDialog';
import { InlineAddForm } from './InlineAddForm';

const spec = (collection: ListCollection): ListSpec => VARIANT_PANELS.find((s) => s.collection === collection)!;

function renderDialog(options: { spec: ListSpec; item?: ListItem; items?: ListItem[]; result?: boolean }) {
  const onSave = vi.fn().mockResolvedValue(options.result ?? true);
  const onClose = vi.fn();
  render(<ListItemDialog spec={options.spec} item={options.item} items={options.items ?? []} onSave={onSave} onClose={onClose} />);
  return { onSave, onClose };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));

describe('ListItemDialog: required messages per list', () => {
  const cases: [ListCollection, string, string, string][] = [
    ['categories', 'Төрлийн нэр', 'Нэр хоосон байна.', 'Name empty.'],
    ['colors', 'Өнгөний нэр', 'Өнгөний нэр хоосон байна.', 'Colour name empty.'],
    ['brands', 'Брэндийн нэр', 'Брэндийн нэр хоосон байна.', 'Brand name empty.'],
    ['sources', 'Эх үүсвэрийн нэр', 'Эх үүсвэр хоосон байна.', 'Source empty.'],
    ['sizes', 'Размер', 'Размер хоосон байна.', 'Size empty.'],
    ['shoeWidths', 'Өргөн (см)', 'Өргөн хоосон байна.', 'Width size empty.'],
    ['shoeHeights', 'Өндөр (см)', 'Өндөр хоосон байна.', 'Height size empty.'],
  ];
  it.each(cases)('%s: empty name shows the message and does not save', async (collection, label, mn) => {
    const { onSave } = renderDialog({ spec: spec(collection) });
    expect(screen.getByLabelText(label)).toBeTruthy();
    await save();
    expect(await screen.findByText(mn)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it.each(cases)('%s: the message in English', async (collection, _label, _mn, en) => {
    await i18n.changeLanguage('en');
    const { onSave } = renderDialog({ spec: spec(collection) });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(en)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('ListItemDialog: add and edit', () => {
  it('refuses a name already in the list, case-insensitively', async () => {
    const { onSave } = renderDialog({ spec: spec('brands'), items: [{ id: 'b1', name: 'Nike' }] });
    await userEvent.type(screen.getByLabelText('Брэндийн нэр'), 'NIKE');
    await save();
    expect(await screen.findByText('Энэ нэр жагсаалтад аль хэдийн байна.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a trimmed name and closes', async () => {
    const { onSave, onClose } = renderDialog({ spec: spec('categories') });
    await userEvent.type(screen.getByLabelText('Төрлийн нэр'), '  Гутал  ');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ name: '  Гутал  ' }));
  });

  it('sizes need a positive number', async () => {
    const { onSave } = renderDialog({ spec: spec('sizes') });
    await userEvent.type(screen.getByLabelText('Размер'), 'abc');
    await save();
    expect(await screen.findByText('0-ээс их тоо оруулна уу (жишээ нь 42 эсвэл 8.5).')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sizes: a non-number is refused, then a size already in the list (as the e2e flow did against the seeded 42)', async () => {
    const { onSave } = renderDialog({ spec: spec('sizes'), items: [{ id: 'z1', name: '41' }, { id: 'z2', name: '42' }] });
    await userEvent.type(screen.getByLabelText('Размер'), 'abc');
    await save();
    expect(await screen.findByText('0-ээс их тоо оруулна уу (жишээ нь 42 эсвэл 8.5).')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Размер'));
    await userEvent.type(screen.getByLabelText('Размер'), '42');
    await save();
    expect(await screen.findByText('Энэ нэр жагсаалтад аль хэдийн байна.')).toBeTruthy();
    expect(screen.queryByText('0-ээс их тоо оруулна уу (жишээ нь 42 эсвэл 8.5).')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('a colour saves its name and colour code; a bad code is refused', async () => {
    const { onSave } = renderDialog({ spec: spec('colors') });
    await userEvent.type(screen.getByLabelText('Өнгөний нэр'), 'Цэнхэр');
    const code = screen.getByLabelText('Өнгөний код');
    await userEvent.clear(code);
    await userEvent.type(code, 'blue');
    await save();
    expect(await screen.findByText('Өнгийг #RRGGBB хэлбэрээр оруулна уу (жишээ нь #1976D2).')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.clear(code);
    await userEvent.type(code, '#00AAFF');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Цэнхэр', colorName: '#00AAFF', classificationCode: '' }));
  });

  it('edit starts from the item, may keep its own name, and a failed save keeps the form open with its content', async () => {
    const item = { id: 'c1', name: 'Пүүз' };
    const { onSave, onClose } = renderDialog({ spec: spec('categories'), item, items: [item], result: false });
    expect(screen.getByText('Төрөл засах')).toBeTruthy();
    const field = screen.getByLabelText<HTMLInputElement>('Төрлийн нэр');
    expect(field.value).toBe('Пүүз');
    await userEvent.type(field, ' 2');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('Төрлийн нэр').value).toBe('Пүүз 2');
  });

  it('delivery edit says "Place of Delivery empty"', async () => {
    await i18n.changeLanguage('en');
    renderDialog({ spec: DELIVERY_LOCATIONS_SPEC, item: { id: 'd1', name: 'Баянзүрх' } });
    await userEvent.clear(screen.getByLabelText('Delivery place'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Place of Delivery empty')).toBeTruthy();
  });
});

describe('InlineAddForm (delivery locations)', () => {
  it('empty name: "Delivery place empty" (mn and en), nothing saved', async () => {
    const onAdd = vi.fn().mockResolvedValue(true);
    const { unmount } = render(<InlineAddForm spec={DELIVERY_LOCATIONS_SPEC} items={[]} onAdd={onAdd} />);
    await userEvent.click(screen.getByRole('button', { name: 'Нэмэх' }));
    expect(await screen.findByText('Хүргэх цэг хоосон байна')).toBeTruthy();
    unmount();
    await i18n.changeLanguage('en');
    render(<InlineAddForm spec={DELIVERY_LOCATIONS_SPEC} items={[]} onAdd={onAdd} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Delivery place empty')).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('adds, then clears the field; a failure keeps the text', async () => {
    const onAdd = vi.fn().mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    render(<InlineAddForm spec={DELIVERY_LOCATIONS_SPEC} items={[{ id: 'd1', name: 'Баянзүрх' }]} onAdd={onAdd} />);
    const field = screen.getByLabelText<HTMLInputElement>('Хүргэх цэг');
    await userEvent.type(field, 'баянзүрх');
    await userEvent.click(screen.getByRole('button', { name: 'Нэмэх' }));
    expect(await screen.findByText('Энэ нэр жагсаалтад аль хэдийн байна.')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, 'Налайх');
    await userEvent.click(screen.getByRole('button', { name: 'Нэмэх' }));
    await waitFor(() => expect(field.value).toBe(''));
    await userEvent.type(field, 'Зайсан');
    await userEvent.click(screen.getByRole('button', { name: 'Нэмэх' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(2));
    expect(field.value).toBe('Зайсан');
  });
});
