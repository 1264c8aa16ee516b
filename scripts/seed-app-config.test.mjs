import { describe, expect, it } from 'vitest';
import { appConfigPictures, buildAppConfigSeed, writeAppConfigSeed } from './seed-app-config.mjs';
import { toBanner, toIntroSlides, validateSlides, toDrafts, MAX_SLIDES } from '../src/features/appConfig/domain/appConfig';

const NOW = new Date('2026-03-10T05:30:00Z');
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** An admin-SDK-like db that records the batch. */
function fakeDb() {
  const written = {};
  const db = {
    collection: (c) => ({ doc: (id) => ({ path: `${c}/${id}` }) }),
    batch: () => {
      const pending = [];
      return {
        set: (ref, data) => pending.push([ref.path, data]),
        commit: async () => {
          for (const [path, data] of pending) written[path] = data;
        },
      };
    },
  };
  return { db, written };
}

describe('demo app configuration', () => {
  it('makes a banner and three slides, all real PNG pictures in configs/app and configs/intros', () => {
    const pictures = appConfigPictures();
    expect(pictures.map(([path]) => path)).toEqual([
      'configs/app/seed-banner.png',
      'configs/intros/seed-intro-1.png',
      'configs/intros/seed-intro-2.png',
      'configs/intros/seed-intro-3.png',
    ]);
    for (const [, bytes] of pictures) expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  });

  it('uploads every picture and stores its URL when Storage is there', async () => {
    const { db, written } = fakeDb();
    const uploads = [];
    const result = await writeAppConfigSeed({
      db,
      now: NOW,
      upload: async (path, bytes) => {
        uploads.push([path, bytes.length]);
        return `http://storage/${path}`;
      },
    });
    expect(result).toEqual({ intros: 3 });
    expect(uploads).toHaveLength(4);
    expect(written['appConfigs/banner']).toEqual({
      picName: 'seed-banner.png',
      picUrl: 'http://storage/configs/app/seed-banner.png',
      updatedAt: NOW,
    });
    const intros = written['appConfigs/intros'];
    expect(Object.keys(intros).sort()).toEqual(['intros', 'updatedAt']);
    // As the page reads it: three valid slides (title, body, picture) within the maximum.
    const slides = toIntroSlides(intros);
    expect(slides).toHaveLength(3);
    expect(slides.length).toBeLessThanOrEqual(MAX_SLIDES);
    expect(validateSlides(toDrafts(slides)).valid).toBe(true);
    for (const s of slides) {
      expect(Object.keys(s).sort()).toEqual(['body', 'picName', 'picUrl', 'title']);
      expect(s.title).toMatch(/[А-Яа-яӨөҮүЁё]/);
      expect(s.picUrl).toBe(`http://storage/configs/intros/${s.picName}`);
    }
  });

  it('without Storage the pictures are null (the page shows placeholders)', async () => {
    const { db, written } = fakeDb();
    await writeAppConfigSeed({ db, now: NOW });
    expect(toBanner(written['appConfigs/banner'])).toEqual({ picName: null, picUrl: null, updatedAt: NOW.getTime() });
    expect(written['appConfigs/intros'].intros.every((s) => s.picName === null && s.picUrl === null)).toBe(true);
  });

  it('is deterministic', () => {
    expect(buildAppConfigSeed(NOW)).toEqual(buildAppConfigSeed(NOW));
  });
});
