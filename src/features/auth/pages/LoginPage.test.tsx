import { describe, expect, it, vi, beforeEach } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import i18n from '../../../i18n';

const signIn = vi.fn();
let authState: { status: string; notice?: string | null } = { status: 'signedOut', notice: null };

vi.mock('../../../auth/AuthProvider', () => ({
  useAuth: () => ({ state: authState, signIn }),
}));

const { LoginPage } = await import('./LoginPage');

function renderLogin() {
  return render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/dashboard" element={<p>dashboard page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('LoginPage', () => {
  beforeEach(() => {
    signIn.mockReset();
    authState = { status: 'signedOut', notice: null };
  });

  it('shows both required messages and sends nothing when the fields are empty', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Нэвтрэх' }));
    expect(await screen.findByText('И-мэйл хаягаа оруулна уу')).toBeTruthy();
    expect(screen.getByText('Нууц үгээ оруулна уу')).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows the wrong-credentials message in English and stays on the page', async () => {
    await i18n.changeLanguage('en');
    signIn.mockResolvedValue({ ok: false, messageKey: 'login.errors.wrongCredentials' });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'admin@demo.mn');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Wrong email or password.')).toBeTruthy();
    expect(signIn).toHaveBeenCalledWith('admin@demo.mn', 'wrong-password');
    expect(screen.queryByText('dashboard page')).toBeNull();
  });

  it('goes to the landing page of the role after a successful sign-in', async () => {
    signIn.mockResolvedValue({ ok: true, user: { role: 'Admin' } });
    renderLogin();
    await userEvent.type(screen.getByLabelText('И-мэйл'), 'admin@demo.mn');
    await userEvent.type(screen.getByLabelText('Нууц үг'), 'demo12345');
    await userEvent.click(screen.getByRole('button', { name: 'Нэвтрэх' }));
    await waitFor(() => expect(screen.getByText('dashboard page')).toBeTruthy());
  });

  it('explains why a session ended', () => {
    authState = { status: 'signedOut', notice: 'expired' };
    renderLogin();
    expect(screen.getByTestId('login-notice').textContent).toContain('24 цаг');
  });
});
