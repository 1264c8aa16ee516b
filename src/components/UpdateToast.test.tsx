import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../i18n';
import { UpdateToast } from './UpdateToast';

describe('UpdateToast', () => {
  it('asks before reloading into the new version: Reload or Later', async () => {
    const onReload = vi.fn();
    const onLater = vi.fn();
    render(<UpdateToast onReload={onReload} onLater={onLater} />);
    const toast = screen.getByTestId('pwa-update');
    expect(toast.getAttribute('role')).toBe('status');
    expect(toast.textContent).toContain('Аппын шинэ хувилбар бэлэн боллоо.');
    await userEvent.click(screen.getByRole('button', { name: 'Дараа' }));
    expect(onLater).toHaveBeenCalledTimes(1);
    expect(onReload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Дахин ачаалах' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('speaks English too', async () => {
    await i18n.changeLanguage('en');
    render(<UpdateToast onReload={() => undefined} onLater={() => undefined} />);
    expect(screen.getByText('A new version of the app is ready.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Later' })).toBeTruthy();
  });
});
