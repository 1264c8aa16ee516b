import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { Timestamp } from 'firebase/firestore';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import { toDiscountRequest } from '../domain/discountRequest';
import { ApproveDiscountDialog } from './ApproveDiscountDialog';

vi.setConfig({ testTimeout: 20_000 });
installJsdomStubs();
const userEvent = userEventLib.setup({ delay: null });

const request = toDiscountRequest('r1', {
  state: 'pending',
  type: 'store',
  requestPrice: 120000,
  createdUserId: 'u1',
  createdUser: { id: 'u1', firstName: 'Сарангэрэл', lastName: 'Мөнхбат', phone: '99110006' },
  productId: 'p1',
  locationName: 'Сүхбаатар салбар',
  product: {
    id: 'p1',
    name: 'Nike Air 40',
    sku: '123456',
    pics: [{ picName: 'a.png', picUrl: 'http://127.0.0.1/a.png' }],
    price: 150000,
    originalPrice: 150000,
    size: '40',
    width: '9.5',
    height: '3',
    locationName: 'Сүхбаатар салбар',
  },
  createdAt: Timestamp.fromMillis(1000),
});

function renderDialog(onConfirm = vi.fn().mockResolvedValue(true)) {
  const onClose = vi.fn();
  render(<ApproveDiscountDialog request={request} isOpen fade={false} onClose={onClose} onConfirm={onConfirm} />);
  return { onConfirm, onClose };
}

describe('ApproveDiscountDialog', () => {
  it('shows the requester and the product details, the price prefilled with thousands separators', async () => {
    renderDialog();
    const dialog = await screen.findByTestId('approve-dialog');
    for (const text of ['Мөнхбат Сарангэрэл', '99110006', 'Nike Air 40', '40', '9.5', '3', 'Сүхбаатар салбар']) {
      expect(dialog.textContent).toContain(text);
    }
    expect(screen.getByAltText('Зураг: Nike Air 40')).toBeTruthy();
    expect((screen.getByTestId('approve-price') as HTMLInputElement).value).toBe('120,000');
  });

  it('does nothing without a price', async () => {
    const { onConfirm, onClose } = renderDialog();
    const input = await screen.findByTestId('approve-price');
    await userEvent.clear(input);
    await userEvent.click(screen.getByTestId('approve-confirm'));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a price above the original price', async () => {
    const { onConfirm } = renderDialog();
    const input = await screen.findByTestId('approve-price');
    await userEvent.clear(input);
    await userEvent.type(input, '160000');
    await userEvent.click(screen.getByTestId('approve-confirm'));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('Хямдарсан үнэ анхны үнээс (150,000₮) их байж болохгүй.')).toBeTruthy();
  });

  it('confirms the typed price once, with a spinner while saving, then closes', async () => {
    let finish: (ok: boolean) => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const { onClose } = renderDialog(onConfirm);
    const input = await screen.findByTestId('approve-price');
    await userEvent.clear(input);
    await userEvent.type(input, '99000');
    expect((input as HTMLInputElement).value).toBe('99,000');
    await userEvent.click(screen.getByTestId('approve-confirm'));
    expect(onConfirm).toHaveBeenCalledWith(99000);
    expect(screen.getByLabelText('Хадгалж байна')).toBeTruthy();
    expect((screen.getByTestId('approve-confirm') as HTMLButtonElement).disabled).toBe(true);
    finish(true);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
