import { describe, expect, it, vi, beforeEach } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import i18n from '../../../i18n';

const signIn = vi.fn();
const clearNotice = vi.fn();
let authState: { status: string; notice?: string | null } = { status: 'signedOut', notice: null };

vi.mock('../../../auth/AuthProvider', () => ({
  useAuth: () => ({ state: authState, signIn, clearNotice }),
}));

const { LoginPage } = await import('./LoginPage');
const { keepBootSignIn, keptBootSignIn } = await import('../bootSignIn');

/** index.html's static frame as its inline script leaves it, kept as src/app/start.tsx does. */
function bootFrame({ email, password, focus, submitted }: { email: string; password: string; focus?: string; submitted?: boolean }) {
  const frame = document.createElement('main');
  frame.dataset.testid = 'boot-signin';
  frame.innerHTML = '<input name="email" type="email"><input name="password" type="password">';
  (frame.querySelector('input[name="email"]') as HTMLInputElement).value = email;
  (frame.querySelector('input[name="password"]') as HTMLInputElement).value = password;
  if (focus) frame.dataset.focus = focus;
  if (submitted) frame.dataset.submitted = 'true';
  document.body.append(frame);
  keepBootSignIn();
  return frame;
}

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

  it('says nothing about the session after a normal sign-out', () => {
    authState = { status: 'signedOut', notice: 'signedOut' };
    renderLogin();
    expect(screen.queryByTestId('login-notice')).toBeNull();
  });

  it('drops a failed sign-in’s message as soon as a field changes, so a malformed email shows only its own error', async () => {
    await i18n.changeLanguage('mn');
    signIn.mockResolvedValue({ ok: false, messageKey: 'login.errors.wrongCredentials' });
    renderLogin();
    await userEvent.type(screen.getByLabelText('И-мэйл'), 'admin@demo.mn');
    await userEvent.type(screen.getByLabelText('Нууц үг'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Нэвтрэх' }));
    expect((await screen.findByTestId('login-error')).textContent).toBe('И-мэйл эсвэл нууц үг буруу байна.');
    await userEvent.clear(screen.getByLabelText('И-мэйл'));
    await userEvent.type(screen.getByLabelText('И-мэйл'), 'not-an-email');
    await userEvent.tab();
    expect(await screen.findByText('И-мэйл хаяг буруу байна')).toBeTruthy();
    expect(screen.queryByTestId('login-error')).toBeNull();
  });

  it('takes over what was typed into the static sign-in frame of index.html, and its focus', () => {
    const frame = bootFrame({ email: 'admin@demo.mn', password: 'demo', focus: 'password' });
    renderLogin();
    expect((screen.getByLabelText('И-мэйл') as HTMLInputElement).value).toBe('admin@demo.mn');
    expect((screen.getByLabelText('Нууц үг') as HTMLInputElement).value).toBe('demo');
    expect(document.activeElement).toBe(screen.getByLabelText('Нууц үг'));
    expect(signIn).not.toHaveBeenCalled();
    expect(keptBootSignIn()).toBeNull();
    frame.remove();
  });

  it('sends the form when "Log In" was pressed in the static frame', async () => {
    signIn.mockResolvedValue({ ok: true, user: { role: 'Admin' } });
    const frame = bootFrame({ email: 'admin@demo.mn', password: 'demo12345', submitted: true });
    renderLogin();
    frame.remove();
    await waitFor(() => expect(screen.getByText('dashboard page')).toBeTruthy());
    expect(signIn).toHaveBeenCalledWith('admin@demo.mn', 'demo12345');
  });
});
