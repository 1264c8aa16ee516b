import { describe, expect, it } from 'vitest';
import { claimStep } from './claim.mjs';

const claim = { claimId: 'c-1', bridgeId: 'bridge-1', day: '2026-11-29', counter: { day: '2026-11-29', next: 7 } };

describe('claimStep', () => {
  it('takes a pending job with the day’s next suffix, one more attempt and its claim id', () => {
    expect(claimStep({ status: 'pending', attempts: 0 }, claim)).toEqual({
      kind: 'take',
      patch: { status: 'sending', bridgeId: 'bridge-1', claimId: 'c-1', billIdSuffix: '0007', suffixDay: '2026-11-29', attempts: 1 },
      counter: { day: '2026-11-29', next: 8 },
    });
  });

  it('starts the count at 1 on a new day, and keeps a job’s own suffix when retried the same day', () => {
    expect(claimStep({ status: 'pending' }, { ...claim, counter: { day: '2026-11-28', next: 40 } })).toMatchObject({ patch: { billIdSuffix: '0001' }, counter: { day: '2026-11-29', next: 2 } });
    expect(claimStep({ status: 'pending', billIdSuffix: '0003', suffixDay: '2026-11-29', attempts: 1 }, claim)).toMatchObject({ patch: { billIdSuffix: '0003', attempts: 2 }, counter: null });
    expect(claimStep({ status: 'pending', billIdSuffix: '0003', suffixDay: '2026-11-28', attempts: 1 }, claim)).toMatchObject({ patch: { billIdSuffix: '0007' } });
  });

  it('a run that finds its own claim applied (the commit’s answer lost) takes the job as claimed', () => {
    const applied = { status: 'sending', bridgeId: 'bridge-1', claimId: 'c-1', billIdSuffix: '0007', suffixDay: '2026-11-29', attempts: 1 };
    expect(claimStep(applied, claim)).toEqual({ kind: 'ours' });
  });

  it('leaves a job sending under another claim, another bridge, or in any other state; a missing one', () => {
    const sending = { status: 'sending', bridgeId: 'bridge-1', claimId: 'c-0', billIdSuffix: '0007', suffixDay: '2026-11-29', attempts: 1 };
    expect(claimStep(sending, claim)).toEqual({ kind: 'none' });
    expect(claimStep({ ...sending, claimId: 'c-1', bridgeId: 'bridge-2' }, claim)).toEqual({ kind: 'none' });
    for (const status of ['issued', 'failed', 'uncertain', 'none', 'returned']) expect(claimStep({ status, claimId: 'c-1', bridgeId: 'bridge-1' }, claim)).toEqual({ kind: 'none' });
    expect(claimStep(null, claim)).toEqual({ kind: 'none' });
  });
});
