import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useDraft } from './useDraft';

type Action = { type: 'add'; n: number } | { type: 'reset' };
const reduce = (n: number, a: Action) => (a.type === 'add' ? n + a.n : 0);

/** A handler that sends two actions and reads the draft at once, as a wizard's "choose and go on" does. */
function Counter({ start, seen }: { start: number; seen: number[] }) {
  const [draft, send, latest] = useDraft(reduce, start, (s: number) => s);
  return (
    <button
      type="button"
      onClick={() => {
        send({ type: 'add', n: 1 });
        send({ type: 'add', n: 2 });
        seen.push(latest());
      }}
    >
      {draft}
    </button>
  );
}

describe('useDraft', () => {
  it('renders the reduced draft, and latest() has every action sent before React renders them', () => {
    const seen: number[] = [];
    render(<Counter start={10} seen={seen} />);
    expect(screen.getByRole('button').textContent).toBe('10');
    act(() => screen.getByRole('button').click());
    expect(seen).toEqual([13]);
    expect(screen.getByRole('button').textContent).toBe('13');
    act(() => screen.getByRole('button').click());
    expect(seen).toEqual([13, 16]);
  });
});
