import { describe, expect, it } from 'vitest';
import { createPendingJobs } from './pending.mjs';

function jobs() {
  const queued = [];
  const forgotten = [];
  const pending = createPendingJobs({ enqueue: (id) => queued.push(id), forgetWaits: (id) => forgotten.push(id) });
  return { pending, queued, forgotten };
}

describe('the pending jobs: listened to, and read every few seconds while the listen stream may be down', () => {
  it('a job the listener never delivered (its stream down) is queued by the next read', () => {
    const { pending, queued } = jobs();
    pending.read([{ id: 'o1', data: { message: '' } }]);
    expect(queued).toEqual(['o1']);
    expect([...pending.ids]).toEqual(['o1']);
  });

  it('a job the listener queued is not queued again by each read (its waits stay)', () => {
    const { pending, queued } = jobs();
    pending.seen('o1', { message: 'daemon unreachable' });
    pending.read([{ id: 'o1', data: { message: 'daemon unreachable' } }]);
    pending.read([{ id: 'o1', data: { message: 'daemon unreachable' } }]);
    expect(queued).toEqual(['o1']);
  });

  it('a job sent again by a person starts its waits afresh', () => {
    const { pending, queued, forgotten } = jobs();
    pending.seen('o1', { message: 'daemon unreachable' });
    pending.seen('o1', { message: '' });
    expect(queued).toEqual(['o1', 'o1']);
    expect(forgotten).toEqual(['o1']);
  });

  it('a job no longer pending in a read is dropped (its change missed while the stream was down)', () => {
    const { pending } = jobs();
    pending.seen('o1', { message: '' });
    pending.seen('o2', { message: '' });
    pending.read([{ id: 'o2', data: { message: '' } }]);
    expect([...pending.ids]).toEqual(['o2']);
    pending.gone('o2');
    expect([...pending.ids]).toEqual([]);
  });
});
