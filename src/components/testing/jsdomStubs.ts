/**
 * Test-only: fills the browser APIs jsdom lacks and that sweetalert2 / the image picker use.
 * Call at the top of a component test file. Not exported from the components barrel.
 */
export function installJsdomStubs(): void {
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    });
  }
  // jsdom defines scrollTo but only to report "Not implemented".
  window.scrollTo = () => undefined;
}
