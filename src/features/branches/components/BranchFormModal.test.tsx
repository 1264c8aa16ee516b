import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import i18n from '../../../i18n';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import { BranchFormModal, type BranchFormModalProps } from './BranchFormModal';
import type { Branch, Seller } from '../domain/branch';

installJsdomStubs();

// No pause between keystrokes: these forms have many fields and the test machine may be busy.
const userEvent = userEventLib.setup({ delay: null, applyAccept: false });

const png = () => new File(['x'], 'shop.png', { type: 'image/png', lastModified: 1 });

const store: Branch = { id: 's1', name: 'Сүхбаатар салбар', address: 'Сүхбаатар дүүрэг, 1-р хороо', phone: '77111101', picName: 'a.png', picUrl: 'http://x/a.png' };
const sellers: Seller[] = [
  { id: 'u1', firstName: 'Саран', lastName: 'Мөнх', role: 'Reception In City', locationId: 's1' },
  { id: 'u2', firstName: 'Нараа', lastName: 'Цэрэн', role: 'Reception In Country', locationId: null },
];

function renderModal(props: Partial<BranchFormModalProps> = {}) {
  const onSubmit = vi.fn<BranchFormModalProps['onSubmit']>().mockResolvedValue(true);
  const onClose = vi.fn();
  render(<BranchFormModal kind="warehouse" isOpen takenNames={['Төв агуулах']} onSubmit={onSubmit} onClose={onClose} {...props} />);
  return { onSubmit, onClose };
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:test/1');
  URL.revokeObjectURL = vi.fn();
});

describe('BranchFormModal', { timeout: 30_000 }, () => {
  it('shows the required-field messages (mn) for an empty form and saves nothing', async () => {
    const { onSubmit } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    expect(await screen.findByText('Нэр хоосон байна.')).toBeTruthy();
    expect(screen.getByText('Зураг хоосон байна.')).toBeTruthy();
    expect(screen.getByText('Утасны дугаар хоосон байна.')).toBeTruthy();
    expect(screen.getByText('Хаяг хоосон байна.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the messages in English: a phone not 8 digits and a taken name', async () => {
    await i18n.changeLanguage('en');
    const { onSubmit } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name empty.')).toBeTruthy();
    expect(screen.getByText('Picture empty.')).toBeTruthy();
    expect(screen.getByText('Phone-number empty.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Phone number'), '12345');
    await userEvent.type(screen.getByLabelText('Name'), 'Төв агуулах');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The phone number must be exactly 8 digits.')).toBeTruthy();
    expect(screen.getByText('A branch with this name already exists.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a warehouse: a phone not 8 digits and a taken name (mn), as the e2e flow typed them; nothing saved', async () => {
    const { onSubmit } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    expect(await screen.findByText('Нэр хоосон байна.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Утасны дугаар'), '991122');
    await userEvent.type(screen.getByLabelText('Нэр'), 'Төв агуулах');
    await userEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    expect(await screen.findByText('Утасны дугаар 8 оронтой тоо байх ёстой.')).toBeTruthy();
    expect(screen.getByText('Ийм нэртэй салбар аль хэдийн бүртгэлтэй байна.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a store: every required message for an empty form, in Mongolian and in English; nothing saved', async () => {
    const { onSubmit } = renderModal({ kind: 'stores', takenNames: ['Сүхбаатар салбар'], sellers });
    await userEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    for (const message of ['Нэр хоосон байна.', 'Зураг хоосон байна.', 'Утасны дугаар хоосон байна.', 'Хаяг хоосон байна.']) {
      expect(await screen.findByText(message), message).toBeTruthy();
    }
    await i18n.changeLanguage('en');
    for (const message of ['Name empty.', 'Picture empty.', 'Phone-number empty.', 'Address empty.']) {
      expect(await screen.findByText(message), message).toBeTruthy();
    }
    await i18n.changeLanguage('mn');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a non-image file with a message', async () => {
    await i18n.changeLanguage('en');
    renderModal();
    const input = screen.getByLabelText('Choose a picture', { selector: 'input' });
    await userEvent.upload(input, new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(/doc\.pdf/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Picture empty.')).toBeTruthy();
  });

  it('sends a complete warehouse and closes', async () => {
    const { onSubmit, onClose } = renderModal();
    await userEvent.type(screen.getByLabelText('Нэр'), 'Шинэ агуулах');
    await userEvent.type(screen.getByLabelText('Хаяг'), 'Баянзүрх дүүрэг, 26-р хороо');
    await userEvent.type(screen.getByLabelText('Утасны дугаар'), '77112233');
    await userEvent.upload(screen.getByLabelText('Зураг сонгох', { selector: 'input' }), png());
    await userEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0][0];
    expect(values).toMatchObject({ name: 'Шинэ агуулах', phone: '77112233', sellerIds: [] });
    expect(values.pictures).toHaveLength(1);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('keeps the form open with its content when the save fails', async () => {
    const { onSubmit, onClose } = renderModal({ kind: 'stores', branch: store, takenNames: [], sellers });
    onSubmit.mockResolvedValue(false);
    await userEvent.clear(screen.getByLabelText('Утасны дугаар'));
    await userEvent.type(screen.getByLabelText('Утасны дугаар'), '99001122');
    await userEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Утасны дугаар') as HTMLInputElement).value).toBe('99001122');
  });

  it('edits a store with its stored picture and changes its sellers', async () => {
    const { onSubmit } = renderModal({ kind: 'stores', branch: store, takenNames: [], sellers });
    expect((screen.getByLabelText(/Мөнх Саран/) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByLabelText(/Мөнх Саран/));
    await userEvent.click(screen.getByLabelText(/Цэрэн Нараа/));
    await userEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ sellerIds: ['u2'], pictures: [], hasExistingPicture: true });
  });
});
