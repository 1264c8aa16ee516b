import { describe, expect, it } from 'vitest';
import { bannerDocument, introsUpdate, toBanner, toIntroSlides } from './appConfig';

describe('appConfigs documents', () => {
  it('a banner reads back as saved (updatedAt pending: null)', () => {
    expect(toBanner(bannerDocument({ picName: 'b.png', picUrl: 'https://x/b.png' }))).toEqual({ picName: 'b.png', picUrl: 'https://x/b.png', updatedAt: null });
  });

  it('slides are written trimmed and read back in order', () => {
    const update = introsUpdate([
      { title: ' One ', body: 'First ', picName: 'a.png', picUrl: 'https://x/a.png' },
      { title: 'Two', body: 'Second', picName: null, picUrl: null },
    ]);
    expect(toIntroSlides(update)).toEqual([
      { title: 'One', body: 'First', picName: 'a.png', picUrl: 'https://x/a.png' },
      { title: 'Two', body: 'Second', picName: null, picUrl: null },
    ]);
  });
});
