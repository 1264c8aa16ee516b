import { describe, expect, it, vi } from 'vitest';

// Counts sweetalert2's loads: the module's factory runs when the module is first imported.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('sweetalert2', () => {
  loads.count += 1;
  return { default: { fire: vi.fn() } };
});
vi.mock('sweetalert2/dist/sweetalert2.min.css', () => ({}));

import { loadSwal, loadSwalOnFirstInput } from './swal';

describe('sweetalert2 on demand', () => {
  it('is not loaded by a screen that is only read, and starts loading at the first tap', async () => {
    loadSwalOnFirstInput();
    await new Promise((r) => setTimeout(r, 20));
    expect(loads.count).toBe(0);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(loads.count).toBe(1));
    // Every later alert uses that one load.
    const first = await loadSwal();
    window.dispatchEvent(new Event('keydown'));
    expect(await loadSwal()).toBe(first);
    expect(loads.count).toBe(1);
  });
});
