import { describe, expect, it } from 'vitest';
import {
  MAX_SLIDES,
  TITLE_MAX,
  BODY_MAX,
  addSlide,
  emptySlide,
  moveSlide,
  oldBannerFiles,
  removeSlide,
  slidesChanged,
  storedSlide,
  toBanner,
  toDrafts,
  toIntroSlides,
  uniqueFileName,
  unusedSlideFiles,
  updateSlide,
  validateSlides,
  type IntroSlide,
  type SlideDraft,
} from './appConfig';

const slide = (n: number, over: Partial<IntroSlide> = {}): IntroSlide => ({
  title: `Гарчиг ${n}`,
  body: `Тайлбар ${n}`,
  picName: `p${n}.png`,
  picUrl: `http://x/p${n}.png`,
  ...over,
});
const keys = (list: readonly SlideDraft[]) => list.map((s) => s.key);
const png = () => new File(['x'], 'new.png', { type: 'image/png' });

describe('document readers', () => {
  it('reads the banner, missing or empty fields as null', () => {
    expect(toBanner(undefined)).toEqual({ picName: null, picUrl: null, updatedAt: null });
    expect(toBanner({ picName: '', picUrl: null, updatedAt: null })).toEqual({ picName: null, picUrl: null, updatedAt: null });
    expect(toBanner({ picName: 'a.png', picUrl: 'http://x/a.png', updatedAt: { toMillis: () => 42 } })).toEqual({
      picName: 'a.png',
      picUrl: 'http://x/a.png',
      updatedAt: 42,
    });
  });

  it('reads the slides in stored order and skips entries that are not objects', () => {
    expect(toIntroSlides(undefined)).toEqual([]);
    expect(toIntroSlides({ intros: 'x' })).toEqual([]);
    expect(toIntroSlides({ intros: [slide(2), null, 5, { title: 7 }, slide(1)] })).toEqual([
      slide(2),
      { title: '', body: '', picName: null, picUrl: null },
      slide(1),
    ]);
  });

  it('stores exactly title, body, picName, picUrl with trimmed texts', () => {
    const draft: SlideDraft = { ...slide(1, { title: '  Шинэ  ', body: ' Хямдрал ' }), key: 'k', file: png() };
    expect(storedSlide(draft)).toEqual({ title: 'Шинэ', body: 'Хямдрал', picName: 'p1.png', picUrl: 'http://x/p1.png' });
    expect(Object.keys(storedSlide(draft)).sort()).toEqual(['body', 'picName', 'picUrl', 'title']);
  });
});

describe('slide list operations', () => {
  const list = toDrafts([slide(1), slide(2), slide(3)]);

  it('keys follow the position, the same list gives the same keys', () => {
    expect(keys(list)).toEqual(['saved-0', 'saved-1', 'saved-2']);
    expect(toDrafts([slide(1), slide(2), slide(3)])).toEqual(list);
  });

  it('adds an empty slide at the end, up to the maximum', () => {
    const added = addSlide(list, 'new-1');
    expect(keys(added)).toEqual(['saved-0', 'saved-1', 'saved-2', 'new-1']);
    expect(added[3]).toEqual(emptySlide('new-1'));
    let full: SlideDraft[] = [];
    for (let i = 0; i < MAX_SLIDES + 3; i++) full = addSlide(full, `k${i}`);
    expect(full).toHaveLength(MAX_SLIDES);
  });

  it('updates only the slide with the key', () => {
    const next = updateSlide(list, 'saved-1', { title: 'Шинэ' });
    expect(next[1].title).toBe('Шинэ');
    expect(next[0]).toBe(list[0]);
    expect(list[1].title).toBe('Гарчиг 2');
  });

  it('removes a slide', () => {
    expect(keys(removeSlide(list, 'saved-1'))).toEqual(['saved-0', 'saved-2']);
    expect(keys(removeSlide(list, 'nope'))).toEqual(keys(list));
  });

  it('moves up and down, and not past the edges', () => {
    expect(keys(moveSlide(list, 'saved-2', -1))).toEqual(['saved-0', 'saved-2', 'saved-1']);
    expect(keys(moveSlide(list, 'saved-0', 1))).toEqual(['saved-1', 'saved-0', 'saved-2']);
    expect(keys(moveSlide(list, 'saved-0', -1))).toEqual(keys(list));
    expect(keys(moveSlide(list, 'saved-2', 1))).toEqual(keys(list));
    expect(keys(moveSlide(list, 'unknown', 1))).toEqual(keys(list));
    expect(keys(list)).toEqual(['saved-0', 'saved-1', 'saved-2']);
  });
});

describe('validation', () => {
  it('requires title, body and a picture per slide', () => {
    const result = validateSlides([emptySlide('a'), { ...emptySlide('b'), title: ' x ', body: 'y', file: png() }]);
    expect(result.valid).toBe(false);
    expect(result.bySlide).toEqual({ a: { title: 'titleRequired', body: 'bodyRequired', picture: 'pictureRequired' } });
  });

  it('blank texts count as missing; a stored picture is enough', () => {
    const result = validateSlides([{ ...toDrafts([slide(1)])[0], title: '   ', body: '\n' }]);
    expect(result.bySlide['saved-0']).toEqual({ title: 'titleRequired', body: 'bodyRequired' });
  });

  it('refuses too long texts', () => {
    const draft = { ...toDrafts([slide(1)])[0], title: 'x'.repeat(TITLE_MAX + 1), body: 'y'.repeat(BODY_MAX + 1) };
    expect(validateSlides([draft]).bySlide['saved-0']).toEqual({ title: 'titleTooLong', body: 'bodyTooLong' });
    expect(validateSlides([{ ...draft, title: 'x'.repeat(TITLE_MAX), body: 'y'.repeat(BODY_MAX) }]).valid).toBe(true);
  });

  it('refuses more than the maximum and accepts an empty list', () => {
    const many = toDrafts(Array.from({ length: MAX_SLIDES + 1 }, (_, i) => slide(i)));
    expect(validateSlides(many)).toMatchObject({ tooMany: true, valid: false });
    expect(validateSlides(many.slice(0, MAX_SLIDES)).valid).toBe(true);
    expect(validateSlides([]).valid).toBe(true);
  });
});

describe('changes and files', () => {
  const saved = [slide(1), slide(2)];

  it('sees order, text, picture and new-file changes', () => {
    const drafts = toDrafts(saved);
    expect(slidesChanged(drafts, saved)).toBe(false);
    expect(slidesChanged(moveSlide(drafts, 'saved-0', 1), saved)).toBe(true);
    expect(slidesChanged(updateSlide(drafts, 'saved-0', { body: 'x' }), saved)).toBe(true);
    expect(slidesChanged(updateSlide(drafts, 'saved-1', { file: png() }), saved)).toBe(true);
    expect(slidesChanged(removeSlide(drafts, 'saved-1'), saved)).toBe(true);
  });

  it('deletes the files of removed and replaced slides only', () => {
    expect(unusedSlideFiles(saved, [slide(2)])).toEqual(['p1.png']);
    expect(unusedSlideFiles(saved, [slide(2), slide(1)])).toEqual([]);
    expect(unusedSlideFiles(saved, [slide(1), slide(2, { picName: 'new.png' })])).toEqual(['p2.png']);
    expect(unusedSlideFiles([slide(1), slide(1)], [])).toEqual(['p1.png']);
    expect(unusedSlideFiles([slide(1, { picName: null })], [])).toEqual([]);
  });

  it('deletes every banner file but the new one', () => {
    expect(oldBannerFiles(['old.png', 'new.png', 'older.jpg'], 'new.png')).toEqual(['old.png', 'older.jpg']);
    expect(oldBannerFiles([], 'new.png')).toEqual([]);
  });

  it('makes unique, path-safe file names that keep the extension', () => {
    expect(uniqueFileName('Баннер зураг 1.PNG', 1700000000000, 'ab12')).toBe('1700000000000-ab12-Баннер-зураг-1.png');
    expect(uniqueFileName('../../evil/x.jpg', 1, 'z!z')).toBe('1-zz-evil-x.jpg');
    expect(uniqueFileName('noext', 1, '')).toBe('1-0-noext');
    expect(uniqueFileName('.png', 1, 'a')).toBe('1-a-png');
    expect(uniqueFileName('a.png', 1, 'x')).not.toBe(uniqueFileName('a.png', 1, 'y'));
  });
});
