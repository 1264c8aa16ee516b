import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { Picture } from './Picture';
import { go } from '../test/network';

const PLACEHOLDER = <span className="no-picture">Зураггүй</span>;


afterEach(() => vi.restoreAllMocks());

describe('Picture', () => {
  it('draws the picture over the placeholder (hidden from screen readers while the picture is there)', () => {
    const { container } = render(
      <div style={{ position: 'relative' }}>
        <Picture src="/p.png" placeholder={PLACEHOLDER} />
      </div>,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/p.png');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.style.position).toBe('absolute');
    expect(container.querySelector('[data-picture-placeholder]')!.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('.no-picture')).not.toBeNull();
  });

  it('a picture that cannot load is taken away: the placeholder shows, never a broken image', () => {
    const { container } = render(<Picture src="/p.png" placeholder={PLACEHOLDER} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-picture-placeholder]')!.hasAttribute('aria-hidden')).toBe(false);
    expect(container.textContent).toBe('Зураггүй');
  });

  it('one that failed offline is tried again when the connection is back; another address is tried at once', () => {
    go('offline');
    const { container, rerender } = render(<Picture src="/p.png" placeholder={PLACEHOLDER} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    go('online');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/p.png');
    // Failing online too: it stays away.
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    rerender(<Picture src="/q.png" placeholder={PLACEHOLDER} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/q.png');
  });
});
