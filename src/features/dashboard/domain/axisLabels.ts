/**
 * The sales chart's month labels on the x-axis. Mongolian month names are two words ("11-р сар"):
 * written on two lines ("11-р" over "сар") a label is about half as wide, so all twelve fit side
 * by side from a 1024 px tablet up (at 1400 px the one-line labels collided and the chart dropped
 * November's). One-word names (English "Nov") stay on one line.
 */
export function monthAxisLabel(name: string): string | string[] {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return name.trim();
  // Two lines at most: the last word under the rest.
  return [words.slice(0, -1).join(' '), words[words.length - 1]];
}
