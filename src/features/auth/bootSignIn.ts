/** What the person did in index.html's static sign-in frame before the app took over. */
export interface BootSignIn {
  email: string;
  password: string;
  /** The field that had the focus, to give it back. */
  focus: 'email' | 'password' | null;
  /** "Log In" was pressed (or Enter): the app sends the form as soon as it is there. */
  submitted: boolean;
}

let kept: HTMLElement | null = null;

/**
 * Keeps index.html's static sign-in frame for the sign-in page (src/app/start.tsx calls it before
 * React's first render replaces the frame: on "/" the sign-in page renders only after a redirect).
 */
export function keepBootSignIn(doc: Document = document): void {
  kept = doc.querySelector<HTMLElement>('[data-testid="boot-signin"]');
}

/** The kept frame, until forgetBootSignIn(). */
export function keptBootSignIn(): HTMLElement | null {
  return kept;
}

export function forgetBootSignIn(): void {
  kept = null;
}

/**
 * What the frame holds. Read after React has replaced it (a detached input keeps its value), so
 * nothing typed up to the moment the real form appears is lost. index.html's inline script keeps the
 * focused field in data-focus and a submit request in data-submitted.
 */
export function readBootSignIn(frame: HTMLElement): BootSignIn {
  const value = (name: string) => frame.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
  const focus = frame.dataset.focus;
  return {
    email: value('email'),
    password: value('password'),
    focus: focus === 'email' || focus === 'password' ? focus : null,
    submitted: frame.dataset.submitted === 'true',
  };
}
