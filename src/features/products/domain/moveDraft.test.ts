import { describe, expect, it } from 'vitest';
import { toProduct } from '../../../entities/product/product';
import { initMove, occupiedPlaces, placeKey, reduceMove, type MoveAction, type MoveDraft } from './moveDraft';

const nike = toProduct('p1', { name: 'Nike', sku: '1', price: 1000, originalPrice: 1000, locationType: 'store', locationId: 's1' });
const rug = toProduct('p2', { name: 'Rug', sku: '2', price: 1000, originalPrice: 1000, locationType: 'warehouse', locationId: 'w1' });
const store2 = { id: 's2', name: 'Салбар 2', type: 'store' } as const;
const run = (draft: MoveDraft, ...actions: MoveAction[]) => actions.reduce(reduceMove, draft);

describe('move draft', () => {
  it('starts with the products, nothing chosen', () => {
    expect(initMove({ open: true, products: [nike] })).toEqual({ open: true, products: [nike], type: null, target: null, error: null, moving: false, progress: null, unfinished: null, moved: null });
  });

  it('a large move: progress while moving; stopped unfinished, its target stays and the next move finishes it', () => {
    const chosen = run(initMove({ open: true, products: [nike] }), { type: 'chooseType', locationType: 'store' }, { type: 'chooseTarget', target: store2 }, { type: 'moving' });
    const going = reduceMove(chosen, { type: 'progress', progress: { phase: 'hold', held: 12, total: 30 } });
    expect(going.progress).toEqual({ phase: 'hold', held: 12, total: 30 });
    const stopped = reduceMove(going, { type: 'unfinished', moveId: 'm1', message: 'stopped' });
    expect(stopped).toMatchObject({ moving: false, progress: null, unfinished: 'm1', error: 'stopped', target: store2 });
    // Another target would not finish that move: the choice stays.
    expect(reduceMove(stopped, { type: 'chooseTarget', target: null }).target).toEqual(store2);
    expect(run(stopped, { type: 'moving' }, { type: 'moved', count: 30, name: 'x' })).toMatchObject({ unfinished: null, moved: { count: 30, name: 'x' } });
  });

  it('chooseType: the type, and the target chosen for another type goes', () => {
    const d = run(initMove({ open: true, products: [nike] }), { type: 'chooseType', locationType: 'store' }, { type: 'chooseTarget', target: store2 });
    expect(d).toMatchObject({ type: 'store', target: store2 });
    expect(reduceMove(d, { type: 'chooseType', locationType: 'warehouse' })).toMatchObject({ type: 'warehouse', target: null, error: null });
  });

  it('chooseTarget: chosen, withdrawn (null), and a failure cleared', () => {
    const d = run(initMove({ open: true, products: [nike] }), { type: 'failed', message: 'x' }, { type: 'chooseTarget', target: store2 });
    expect(d).toMatchObject({ target: store2, error: null });
    expect(reduceMove(d, { type: 'chooseTarget', target: null }).target).toBeNull();
  });

  it('moving, then moved or failed', () => {
    const moving = run(initMove({ open: true, products: [nike] }), { type: 'failed', message: 'x' }, { type: 'moving' });
    expect(moving).toMatchObject({ moving: true, error: null });
    expect(reduceMove(moving, { type: 'moved', count: 1, name: 'Салбар 2' })).toMatchObject({ moving: false, moved: { count: 1, name: 'Салбар 2' } });
    expect(reduceMove(moving, { type: 'failed', message: 'sold' })).toMatchObject({ moving: false, error: 'sold', moved: null });
  });

  it('reset: a reopening starts afresh with its products', () => {
    const d = run(initMove({ open: true, products: [nike] }), { type: 'chooseType', locationType: 'store' }, { type: 'moved', count: 1, name: 'x' });
    expect(reduceMove(d, { type: 'reset', open: false, products: [] })).toEqual(initMove({ open: false, products: [] }));
  });

  it('occupiedPlaces: where the selected products are', () => {
    const occupied = occupiedPlaces([nike, rug]);
    expect(occupied.has(placeKey({ type: 'store', id: 's1' }))).toBe(true);
    expect(occupied.has(placeKey({ type: 'warehouse', id: 'w1' }))).toBe(true);
    expect(occupied.has(placeKey(store2))).toBe(false);
  });
});
