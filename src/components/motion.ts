import type { SweetAlertOptions } from 'sweetalert2';

const NO_ANIMATION = { popup: '', backdrop: '', icon: '' };

/** The user asked the system for less motion (an accessibility setting). Read on each use. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Alert and dialog options that drop the zoom and fade animations when less motion is asked for. */
export function alertMotion(): Pick<SweetAlertOptions, 'showClass' | 'hideClass'> {
  return prefersReducedMotion() ? { showClass: NO_ANIMATION, hideClass: NO_ANIMATION } : {};
}
