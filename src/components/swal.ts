import type SweetAlert from 'sweetalert2';

type Swal = typeof SweetAlert;
let loading: Promise<Swal> | null = null;

/**
 * sweetalert2 and its stylesheet, loaded at the first alert or question rather than with every
 * screen's first download (docs/performance.md). Calls keep their order: each waits for the same load.
 */
export function loadSwal(): Promise<Swal> {
  loading ??= Promise.all([import('sweetalert2'), import('sweetalert2/dist/sweetalert2.min.css')]).then(
    ([module]) => module.default,
    (error: unknown) => {
      // Not loaded (e.g. offline before the service worker had it): the next alert tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}
