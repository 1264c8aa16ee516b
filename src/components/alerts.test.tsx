import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Swal from 'sweetalert2';
import i18n from '../i18n';
import { closeAlert, showFailure, showLoading, showMessage, showSuccess, withAlerts } from './alerts';
import { confirmDialog } from './confirm';
import { installJsdomStubs } from './testing/jsdomStubs';

installJsdomStubs();

afterEach(() => {
  Swal.close();
});

const popup = () => document.querySelector('.swal2-popup');

describe('global alerts', () => {
  it('shows success with its title and text and closes after 2000 ms', async () => {
    const closed = showSuccess();
    await waitFor(() => expect(screen.getByText('Амжилттай')).toBeTruthy());
    expect(screen.getByText('Үйлдэл амжилттай боллоо')).toBeTruthy();
    expect(Swal.getTimerLeft()).toBeGreaterThan(1500);
    expect(Swal.getTimerLeft()).toBeLessThanOrEqual(2000);
    await closed;
    await waitFor(() => expect(Swal.isVisible()).toBe(false), { timeout: 1000 });
  });

  it('shows failure, with a custom text, and closes after 2000 ms', async () => {
    const started = Date.now();
    const closed = showFailure('Алдаа гарлаа');
    await waitFor(() => expect(screen.getByText('Амжилтгүй')).toBeTruthy());
    expect(screen.getByText('Алдаа гарлаа')).toBeTruthy();
    await closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('follows the current language', async () => {
    await i18n.changeLanguage('en');
    void showFailure();
    await waitFor(() => expect(screen.getByText('Unsuccessful')).toBeTruthy());
    expect(screen.getByText('The action failed')).toBeTruthy();
  });

  it('shows loading without buttons until closed', async () => {
    showLoading();
    await waitFor(() => expect(screen.getByText('Түр хүлээнэ үү')).toBeTruthy());
    expect(Swal.isLoading()).toBe(true);
    expect(Swal.getTimerLeft()).toBeUndefined();
    expect(popup()?.querySelector('.swal2-close:not([style*="display: none"])')).toBeNull();
    expect(Swal.getConfirmButton()?.style.display).toBe('none');
    closeAlert();
    await waitFor(() => expect(Swal.isVisible()).toBe(false));
  });

  it('a message that replaces the loading alert at once keeps its close button (both wait for sweetalert2 to load)', async () => {
    showLoading();
    const closed = showMessage({ title: 'Утасны дугаар давхардсан', icon: 'warning' });
    await waitFor(() => expect(screen.getByText('Утасны дугаар давхардсан')).toBeTruthy());
    // The loading alert's opening (a moment later) must not turn this one into a spinner.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(Swal.isLoading()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Хаах' }));
    await closed;
  });

  it('withAlerts returns the result and shows success, or shows failure', async () => {
    await expect(withAlerts(async () => 42)).resolves.toEqual({ ok: true, value: 42 });
    await waitFor(() => expect(screen.getByText('Амжилттай')).toBeTruthy());
    const failure = new Error('x');
    await quietly(async () => {
      await expect(withAlerts(async () => Promise.reject(failure))).resolves.toEqual({ ok: false, error: failure });
    });
    await waitFor(() => expect(screen.getByText('Амжилтгүй')).toBeTruthy());
  });

  it('withAlerts says so when the rules refuse the write, in the current language, over a caller\'s text', async () => {
    const refused = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
    await quietly(async () => {
      try {
        await expect(withAlerts(async () => Promise.reject(refused), { failure: 'Устгаж чадсангүй' })).resolves.toMatchObject({ ok: false });
        await waitFor(() =>
          expect(screen.getByText('Танд энэ үйлдлийг хийх эрх алга эсвэл өгөгдөл өөрчлөгдсөн байна. Юу ч хадгалагдсангүй.')).toBeTruthy(),
        );
        Swal.close();
        await i18n.changeLanguage('en');
        await withAlerts(async () => Promise.reject(Object.assign(new Error('offline'), { code: 'unavailable' })));
        await waitFor(() => expect(screen.getByText('Could not reach the server. Nothing was saved: check the connection and try again.')).toBeTruthy());
      } finally {
        await i18n.changeLanguage('mn');
      }
    });
  });

  it('withAlerts says a write that succeeded offline was kept on this device, not "Successful"', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await expect(withAlerts(async () => 'queued', { success: 'Хадгалагдлаа' })).resolves.toEqual({ ok: true, value: 'queued' });
      await waitFor(() => expect(screen.getByText('Энэ төхөөрөмж дээр хадгалагдлаа')).toBeTruthy());
      expect(screen.getByText(/холболт сэргэмэгц өөрчлөлт сервер рүү илгээгдэнэ/)).toBeTruthy();
      expect(screen.queryByText('Хадгалагдлаа')).toBeNull();
      Swal.close();
      // A write refused offline (OfflineError) says so, in the user's language.
      await i18n.changeLanguage('en');
      await quietly(() => withAlerts(async () => Promise.reject(Object.assign(new Error('offline'), { code: 'offline' }))));
      await waitFor(() => expect(screen.getByText(/^You are offline\. This change needs the server, so nothing was saved/)).toBeTruthy());
    } finally {
      offline.mockRestore();
      await i18n.changeLanguage('mn');
    }
  });

  it('withAlerts shows the caller\'s failure text when nothing more precise is known, and its own texts on success', async () => {
    await withAlerts(async () => undefined, { loading: 'Хадгалж байна', success: 'Хадгалагдлаа' });
    await waitFor(() => expect(screen.getByText('Хадгалагдлаа')).toBeTruthy());
    await quietly(() => withAlerts(async () => Promise.reject(new Error('x')), { failure: 'Устгаж чадсангүй' }));
    await waitFor(() => expect(screen.getByText('Устгаж чадсангүй')).toBeTruthy());
  });

  it('withAlerts lets the caller explain an error before the refused-write text: as a text, a notice to close, or nothing', async () => {
    const refused = Object.assign(new Error('changed'), { code: 'permission-denied', name: 'ChangedError' });
    const explain = (error: unknown) => (error instanceof Error && error.name === 'ChangedError' ? 'Захиалга өөрчлөгдсөн байна' : undefined);
    await quietly(() => withAlerts(async () => Promise.reject(refused), { explain }));
    await waitFor(() => expect(screen.getByText('Захиалга өөрчлөгдсөн байна')).toBeTruthy());
    Swal.close();

    await quietly(() =>
      withAlerts(async () => Promise.reject(refused), { explain: () => ({ title: 'Устгах боломжгүй', text: 'Тасалбар бий', icon: 'warning' }) }),
    );
    await waitFor(() => expect(screen.getByText('Тасалбар бий')).toBeTruthy());
    // A notice waits for its close button instead of a timer.
    expect(Swal.getTimerLeft()).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Хаах' }));
    await waitFor(() => expect(Swal.isVisible()).toBe(false));

    await quietly(() => withAlerts(async () => Promise.reject(refused), { explain: () => null }));
    await waitFor(() => expect(Swal.isVisible()).toBe(false));
  });

  it('withAlerts shows a result the user must note as a notice, and throws on when asked to', async () => {
    await withAlerts(async () => 'A-1234', { success: (code) => ({ title: 'Азтан', text: `Код ${code}`, icon: 'success' }) });
    await waitFor(() => expect(screen.getByText('Код A-1234')).toBeTruthy());
    expect(Swal.getTimerLeft()).toBeUndefined();
    Swal.close();
    const failure = new Error('x');
    await quietly(async () => {
      await expect(withAlerts(async () => Promise.reject(failure), { rethrow: true })).rejects.toBe(failure);
    });
    await waitFor(() => expect(screen.getByText('Амжилтгүй')).toBeTruthy());
  });
});

/** Runs `body` with console.error silenced (withAlerts logs every failure). */
async function quietly(body: () => Promise<unknown>): Promise<void> {
  const original = console.error;
  console.error = () => undefined;
  try {
    await body();
  } finally {
    console.error = original;
  }
}

describe('less motion', () => {
  it('alerts and dialogs open without their zoom animation when the system asks for less motion', async () => {
    const original = window.matchMedia;
    const ask = (reduce: boolean) => {
      window.matchMedia = ((query: string) => ({ ...original(query), matches: reduce && query.includes('reduce') })) as typeof window.matchMedia;
    };
    try {
      ask(false);
      void showSuccess();
      await waitFor(() => expect(popup()?.classList.contains('swal2-show')).toBe(true));
      Swal.close();
      await waitFor(() => expect(Swal.isVisible()).toBe(false), { timeout: 1000 });

      ask(true);
      void showSuccess();
      await waitFor(() => expect(screen.getByText('Амжилттай')).toBeTruthy());
      expect(popup()?.classList.contains('swal2-show')).toBe(false);
      void confirmDialog({ title: 'Устгах уу?' });
      await waitFor(() => expect(screen.getByText('Устгах уу?')).toBeTruthy());
      expect(popup()?.classList.contains('swal2-show')).toBe(false);
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('confirmDialog', () => {
  it('resolves true when confirmed', async () => {
    const user = userEvent.setup();
    const answer = confirmDialog({ title: 'Устгах уу?', text: 'Буцаах боломжгүй', confirmText: 'Устгах', danger: true });
    await user.click(await screen.findByRole('button', { name: 'Устгах' }));
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false when cancelled, with default texts', async () => {
    const user = userEvent.setup();
    const answer = confirmDialog({ text: 'Буцаах боломжгүй' });
    expect(await screen.findByText('Итгэлтэй байна уу?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Тийм' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Цуцлах' }));
    await expect(answer).resolves.toBe(false);
  });
});
