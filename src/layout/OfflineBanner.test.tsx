import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import i18n from '../i18n';
import { BACK_ONLINE_MS, OfflineBanner } from './OfflineBanner';

let onLine = true;
const network = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);

function go(state: 'online' | 'offline') {
  onLine = state === 'online';
  act(() => {
    window.dispatchEvent(new Event(state));
  });
}

afterEach(() => {
  onLine = true;
  vi.useRealTimers();
});

describe('OfflineBanner', () => {
  it('shows nothing while the device is online from the start', () => {
    render(<OfflineBanner />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    // The live region is there all along, so a change is announced.
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(network).toHaveBeenCalled();
  });

  it('says offline (stale data, server writes refused), then back online, which clears after a few seconds', () => {
    vi.useFakeTimers();
    render(<OfflineBanner />);
    go('offline');
    const banner = screen.getByTestId('offline-banner');
    expect(banner.dataset.state).toBe('offline');
    expect(banner.textContent).toContain('Интернэт холболт алга.');
    expect(banner.textContent).toContain('хуучирсан байж болно');
    expect(banner.textContent).toContain('борлуулалт');
    expect(screen.getByRole('status').contains(banner)).toBe(true);
    // Phones (below sm) get the short text, wider screens the full one: one of the two shows.
    expect(banner.querySelector('.d-sm-none')?.textContent).toBe(i18n.t('offline.offlineShort'));
    expect(banner.querySelector('.d-none.d-sm-inline')?.textContent).toBe(i18n.t('offline.offlineText'));

    go('online');
    expect(screen.getByTestId('offline-banner').dataset.state).toBe('online');
    expect(screen.getByTestId('offline-banner').textContent).toContain('Холболт сэргэлээ.');
    act(() => {
      vi.advanceTimersByTime(BACK_ONLINE_MS - 100);
    });
    expect(screen.getByTestId('offline-banner').dataset.state).toBe('online');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('going offline again while "back online" shows offline and stays', () => {
    vi.useFakeTimers();
    render(<OfflineBanner />);
    go('offline');
    go('online');
    go('offline');
    act(() => {
      vi.advanceTimersByTime(BACK_ONLINE_MS * 2);
    });
    expect(screen.getByTestId('offline-banner').dataset.state).toBe('offline');
  });

  it('starts as offline when the page loads without a network, in English too', async () => {
    onLine = false;
    await i18n.changeLanguage('en');
    render(<OfflineBanner />);
    const banner = screen.getByTestId('offline-banner');
    expect(banner.textContent).toContain('You are offline.');
    expect(banner.textContent).toContain('may be out of date');
    expect(banner.textContent).toContain('refused until the connection is back');
  });
});
