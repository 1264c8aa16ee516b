/**
 * A short beep after a scan: a high one when the code was taken, a low double one when it was
 * refused. Made with WebAudio (no sound files); silent where audio is unavailable or not yet
 * allowed by the browser.
 */
type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor = (globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass }).AudioContext
    ?? (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

function beep(ctx: AudioContext, frequency: number, start: number, duration: number): void {
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = 'square';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.06, start);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + duration);
}

export function playScanSound(kind: 'ok' | 'error'): void {
  try {
    const ctx = audioContext();
    if (!ctx) return;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const t = ctx.currentTime;
    if (kind === 'ok') beep(ctx, 1760, t, 0.08);
    else {
      beep(ctx, 220, t, 0.12);
      beep(ctx, 220, t + 0.18, 0.12);
    }
  } catch {
    // no sound is better than a failed scan
  }
}
