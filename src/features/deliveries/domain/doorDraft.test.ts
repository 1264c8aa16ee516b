import { describe, expect, it } from 'vitest';
import type { OrderProduct } from '../../../entities/order/order';
import { NO_PAYMENTS } from '../../../entities/order/payment';
import { setMethodAmount, toggleMethod } from '../../../entities/order/paymentDraft';
import { doorFigures, initDoor, reduceDoor, type DoorAction, type DoorDraft } from './doorDraft';

const line = (id: string, price: number): OrderProduct => ({ id, name: id, sku: id, price, originalPrice: price, isNoat: false, size: '', colors: [], categories: [], pics: [] });
const LINES = [line('p1', 150_000), line('p2', 160_000), line('p1', 150_000)];
const run = (draft: DoorDraft, ...actions: DoorAction[]) => actions.reduce(reduceDoor, draft);

describe('door draft', () => {
  it('starts with nothing ticked, in cash for the whole amount', () => {
    const d = initDoor('o1');
    expect(d).toEqual({ orderId: 'o1', refundIds: new Set(), payment: null, failure: null, done: null });
    const f = doorFigures(d, LINES);
    expect(f.summary.collected).toBe(310_000);
    expect(f.payments).toEqual({ ...NO_PAYMENTS, cash: 310_000 });
    expect(f.payProblem).toBeNull();
  });

  it('toggleRefund ticks and clears a line; a one-method payment follows the amount', () => {
    const d = reduceDoor(initDoor('o1'), { type: 'toggleRefund', id: 'p2' });
    expect([...d.refundIds]).toEqual(['p2']);
    const f = doorFigures(d, LINES);
    expect(f.summary).toMatchObject({ collected: 150_000, deliveredCount: 1, refundedTotal: 160_000 });
    expect(f.payments.cash).toBe(150_000);
    expect(reduceDoor(d, { type: 'toggleRefund', id: 'p2' }).refundIds.size).toBe(0);
  });

  it('editPayment: a split payment stays as typed and must add up', () => {
    const d = initDoor('o1');
    const split = setMethodAmount(toggleMethod(doorFigures(d, LINES).payment, 'card', 310_000), 'cash', 10_000, 310_000);
    const paid = reduceDoor(d, { type: 'editPayment', payment: split });
    expect(doorFigures(paid, LINES)).toMatchObject({ payments: { cash: 10_000, card: 300_000 }, payProblem: null });
    // A refund ticked afterwards leaves the split as it was: it no longer adds up.
    expect(doorFigures(reduceDoor(paid, { type: 'toggleRefund', id: 'p1' }), LINES).payProblem).toBe('paymentMismatch');
  });

  it('every product back: nothing collected, nothing paid, nothing to check', () => {
    const d = run(initDoor('o1'), { type: 'toggleRefund', id: 'p1' }, { type: 'toggleRefund', id: 'p2' });
    expect(doorFigures(d, LINES)).toMatchObject({ payments: NO_PAYMENTS, payProblem: null, summary: { collected: 0 } });
  });

  it('confirming, failed, confirmed, reset', () => {
    const failed = run(initDoor('o1'), { type: 'failed', message: 'offline' });
    expect(failed.failure).toBe('offline');
    expect(reduceDoor(failed, { type: 'confirming' }).failure).toBeNull();
    const f = doorFigures(failed, LINES);
    const done = reduceDoor(failed, { type: 'confirmed', summary: f.summary, payments: f.payments });
    expect(done.done).toEqual({ summary: f.summary, payments: f.payments, notice: null });
    expect(reduceDoor(done, { type: 'reset', orderId: 'o2' })).toEqual(initDoor('o2'));
    // What is left to do, when the confirmation says so, stays with what was confirmed.
    expect(reduceDoor(failed, { type: 'confirmed', summary: f.summary, payments: f.payments, notice: 'left' }).done?.notice).toBe('left');
  });
});
