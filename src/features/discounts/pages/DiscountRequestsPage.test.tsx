import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { Timestamp } from 'firebase/firestore';
import Swal from 'sweetalert2';
import i18n from '../../../i18n';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import { toDiscountRequest, type DiscountRequest } from '../domain/discountRequest';

vi.setConfig({ testTimeout: 20_000 });
installJsdomStubs();
const userEvent = userEventLib.setup({ delay: null });

const api = vi.hoisted(() => ({
  useDiscountRequests: vi.fn(),
  cancelDiscountRequest: vi.fn(),
  confirmDiscountRequest: vi.fn(),
  user: { id: 'u-admin', role: 'Admin' },
}));
vi.mock('../api/discountRequestQueries', () => ({
  useDiscountRequests: api.useDiscountRequests,
  useUnfinishedDiscounts: () => ({ data: [], loading: false, error: null, retry: () => undefined }),
}));
vi.mock('../api/discountRequestWrites', () => ({
  cancelDiscountRequest: api.cancelDiscountRequest,
  confirmDiscountRequest: api.confirmDiscountRequest,
}));
vi.mock('../../../auth/AuthProvider', () => ({ useSessionUser: () => api.user }));

const { default: DiscountRequestsPage } = await import('./DiscountRequestsPage');

function request(i: number): DiscountRequest {
  return toDiscountRequest(`r${i}`, {
    state: 'pending',
    type: 'store',
    requestPrice: 100000 + i,
    createdUserId: 'u-seller',
    createdUser: { id: 'u-seller', firstName: 'Сарангэрэл', lastName: 'Мөнхбат', phone: '99110006' },
    productId: `p${i}`,
    product: { id: `p${i}`, name: `Бараа ${i}`, sku: `10000${i}`, price: 150000, originalPrice: 150000 },
    createdAt: Timestamp.fromDate(new Date(2024, 4, 1, 9, 5, i)),
  });
}

const ROWS = Array.from({ length: 12 }, (_, i) => request(i + 1));

function renderScreen(mode: 'all' | 'own') {
  render(<DiscountRequestsPage kind={mode === 'all' ? 'all' : 'store'} />);
}

beforeEach(() => {
  api.user = { id: 'u-admin', role: 'Admin' };
  api.useDiscountRequests.mockReset().mockReturnValue({ data: ROWS, loading: false, error: null });
  api.cancelDiscountRequest.mockReset().mockResolvedValue(undefined);
  api.confirmDiscountRequest.mockReset().mockResolvedValue(undefined);
});

describe('DiscountRequestsPage', () => {
  it('lists every pending request for Admin: its columns, 10 per page, approve and cancel', () => {
    renderScreen('all');
    expect(api.useDiscountRequests).toHaveBeenCalledWith({ kind: 'allPending' });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Зураг', 'Бүтээгдэхүүний нэр', 'Анхны үнэ', 'Хүссэн үнэ', 'Хэрэглэгч', 'Утас', 'Илгээсэн огноо', 'Үйлдэл']);
    expect(screen.getAllByTestId('discount-approve')).toHaveLength(10);
    expect(screen.getAllByTestId('discount-cancel')).toHaveLength(10);
    expect((screen.getByLabelText('Хуудсанд:') as HTMLSelectElement).value).toBe('10');
    const options = within(screen.getByLabelText('Хуудсанд:')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['10', '25', '50']);
    const first = screen.getAllByRole('row')[1];
    expect(first.textContent).toContain('Мөнхбат Сарангэрэл');
    expect(first.textContent).toContain('99110006');
    expect(first.textContent).toContain('100,001₮');
    expect(first.textContent).toContain('2024-05-01 09:05:01');
  });

  it('own list: only the user\'s requests, cancel only', () => {
    api.user = { id: 'u-seller', role: 'Reception In City' };
    renderScreen('own');
    expect(api.useDiscountRequests).toHaveBeenCalledWith({ kind: 'ownPending', userId: 'u-seller' });
    expect(screen.queryAllByTestId('discount-approve')).toHaveLength(0);
    expect(screen.getAllByTestId('discount-cancel')).toHaveLength(10);
  });

  it('cancel asks "Are you sure?" / "You wont be able to revert this" first', async () => {
    renderScreen('own');
    await userEvent.click(screen.getAllByTestId('discount-cancel')[0]);
    const popup = await waitFor(() => {
      const el = document.querySelector('.swal2-popup');
      if (!el) throw new Error('no popup');
      return el as HTMLElement;
    });
    expect(popup.textContent).toContain('Та итгэлтэй байна уу?');
    expect(popup.textContent).toContain('Та үүнийг буцаах боломжгүй болно');
    await userEvent.click(within(popup).getByRole('button', { name: 'Тийм, цуцлах' }));
    await waitFor(() => expect(api.cancelDiscountRequest).toHaveBeenCalledTimes(1));
    expect((api.cancelDiscountRequest.mock.calls[0] as [DiscountRequest])[0].id).toBe('r1');
  });

  const popupText = () => document.querySelector('.swal2-popup')?.textContent ?? '';

  async function cancelFirst(yes: string) {
    await userEvent.click(screen.getAllByTestId('discount-cancel')[0]);
    const popup = await waitFor(() => {
      const el = document.querySelector('.swal2-popup');
      if (!el) throw new Error('no popup');
      return el as HTMLElement;
    });
    await userEvent.click(within(popup).getByRole('button', { name: yes }));
  }

  it('a seller cancelling its own request is told it worked', async () => {
    api.user = { id: 'u-seller', role: 'Reception In City' };
    renderScreen('own');
    await cancelFirst('Тийм, цуцлах');
    await waitFor(() => expect(popupText()).toContain('Хямдралын хүсэлт цуцлагдлаа.'));
    expect(popupText()).toContain('Амжилттай');
    Swal.close();
  });

  it('a cancel the rules refuse says so in the user\'s language (en), not only in the console', async () => {
    const original = console.error;
    console.error = () => undefined;
    await i18n.changeLanguage('en');
    try {
      api.user = { id: 'u-seller', role: 'Reception In City' };
      api.cancelDiscountRequest.mockRejectedValueOnce(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
      renderScreen('own');
      await cancelFirst('Yes, cancel it');
      await waitFor(() => expect(popupText()).toContain('You may not do this, or the data changed meanwhile. Nothing was saved.'));
      expect(popupText()).toContain('Unsuccessful');
      Swal.close();
    } finally {
      console.error = original;
      await i18n.changeLanguage('mn');
    }
  });
});
