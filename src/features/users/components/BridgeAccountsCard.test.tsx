import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../i18n';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';

vi.setConfig({ testTimeout: 20_000 });
installJsdomStubs();

const mocks = vi.hoisted(() => ({
  createBridgeAccount: vi.fn(),
  setUserActive: vi.fn(),
  accounts: [{ id: 'bridge-1', name: 'Гүүр Төв', email: 'bridge@demo.mn', isActive: true, pointIds: ['store-a', 'office'] }],
}));
vi.mock('../../../entities/ebarimt/ebarimtQueries', () => ({ useBridgeAccounts: () => ({ data: mocks.accounts, loading: false, error: null }) }));
vi.mock('../api/employeeWrites', () => ({ createBridgeAccount: mocks.createBridgeAccount }));
vi.mock('../api/userWrites', () => ({ setUserActive: mocks.setUserActive }));

const { BridgeAccountsCard } = await import('./BridgeAccountsCard');

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('BridgeAccountsCard', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('mn');
    mocks.createBridgeAccount.mockReset().mockResolvedValue({ ok: true, uid: 'new' });
    mocks.setUserActive.mockReset().mockResolvedValue(undefined);
  });

  it('lists each bridge with its email, how many points it serves and whether it is active', () => {
    render(<BridgeAccountsCard />);
    const card = screen.getByTestId('bridge-accounts');
    expect(within(card).getByText('Гүүр Төв')).toBeTruthy();
    expect(within(card).getByText('bridge@demo.mn')).toBeTruthy();
    expect(within(card).getByText('2 цэг')).toBeTruthy();
    expect(within(card).getByTestId('bridge-status').textContent).toBe('Идэвхтэй');
  });

  it('a new account: each field says what to fix and nothing is created; then it is created with what was typed', async () => {
    render(<BridgeAccountsCard />);
    await userEvent.click(screen.getByTestId('bridge-add'));
    fill('bridge-name', 'Гүүр #1');
    fill('bridge-email', 'bridge');
    fill('bridge-password', 'short');
    await userEvent.click(screen.getByTestId('bridge-save'));
    expect(screen.getByTestId('bridge-name-error').textContent).toBe("Нэрэнд үсэг, тоо, зай, . ' - тэмдэгт л орно.");
    expect(screen.getByTestId('bridge-email-error').textContent).toBe('И-мэйл хаягийг зөв бичнэ үү.');
    expect(screen.getByTestId('bridge-password-error').textContent).toBe('Нууц үг 8-аас доошгүй тэмдэгттэй байна.');
    expect(mocks.createBridgeAccount).not.toHaveBeenCalled();
    fill('bridge-name', 'Гүүр Дархан');
    fill('bridge-email', 'darkhan@shop.mn');
    fill('bridge-password', 'long-enough');
    await userEvent.click(screen.getByTestId('bridge-save'));
    await waitFor(() => expect(mocks.createBridgeAccount).toHaveBeenCalledWith({ name: 'Гүүр Дархан', email: 'darkhan@shop.mn', password: 'long-enough' }));
    await waitFor(() => expect(screen.queryByTestId('bridge-form')).toBeNull());
  });

  it('an email already in use is said at the field, and what was typed stays', async () => {
    mocks.createBridgeAccount.mockResolvedValueOnce({ ok: false, reason: 'emailInUse' });
    render(<BridgeAccountsCard />);
    await userEvent.click(screen.getByTestId('bridge-add'));
    fill('bridge-name', 'Гүүр Дархан');
    fill('bridge-email', 'bridge@demo.mn');
    fill('bridge-password', 'long-enough');
    await userEvent.click(screen.getByTestId('bridge-save'));
    await waitFor(() => expect(screen.getByTestId('bridge-email-error').textContent).toBe('Энэ и-мэйлтэй бүртгэл аль хэдийн байна'));
    expect((screen.getByTestId('bridge-name') as HTMLInputElement).value).toBe('Гүүр Дархан');
  });
});
