import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import '../i18n';
import { LOADING_SCREEN_MS, LoadingScreen } from './LoadingScreen';

describe('LoadingScreen', () => {
  afterEach(() => vi.useRealTimers());

  it('the full-screen loader goes after 2,500 ms, but the page never goes blank while the session is restored', () => {
    vi.useFakeTimers();
    render(<LoadingScreen ready={false} />);
    expect(screen.getByTestId('loading-screen')).toBeTruthy();
    act(() => vi.advanceTimersByTime(LOADING_SCREEN_MS + 1));
    expect(screen.queryByTestId('loading-screen')).toBeNull();
    expect(screen.getByTestId('loading-slow').textContent).toBe('Ачаалж байна...');
  });

  it('nothing once ready', () => {
    const { container } = render(<LoadingScreen ready />);
    expect(container.textContent).toBe('');
  });
});
