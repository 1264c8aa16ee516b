import type SweetAlert from 'sweetalert2';

type Swal = typeof SweetAlert;
let loading: Promise<Swal> | null = null;

const load = () => Promise.all([import('sweetalert2'), import('sweetalert2/dist/sweetalert2.min.css')]).then(([module]) => module.default);

/**
 * sweetalert2 and its stylesheet, loaded at the first alert or question rather than with every
 * screen's first download (docs/performance.md). Calls keep their order: each waits for the same load.
 */
export function loadSwal(): Promise<Swal> {
  // One retry: a chunk fetch that fails once (a blip on the network) must not lose the question.
  loading ??= load()
    .catch(load)
    .catch((error: unknown) => {
      // Not loaded (e.g. offline before the service worker had it): the next alert tries again.
      loading = null;
      throw error;
    });
  return loading;
}

/**
 * Starts loading sweetalert2 at the person's first tap or key press, so the first question or alert
 * (usually a moment later) does not wait for its download. Nothing is loaded for a screen that is
 * only read.
 */
export function loadSwalOnFirstInput(target: Window = window): void {
  const options = { capture: true, passive: true } as const;
  const first = () => {
    target.removeEventListener('pointerdown', first, options);
    target.removeEventListener('keydown', first, options);
    void loadSwal().catch(() => undefined);
  };
  target.addEventListener('pointerdown', first, options);
  target.addEventListener('keydown', first, options);
}
