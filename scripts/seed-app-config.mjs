// Demo app configuration (/app-admin): appConfigs/banner and appConfigs/intros with generated pictures
// in configs/app and configs/intros. scripts/seed.mjs calls writeAppConfigSeed.
import { encodePng } from './lib/png.mjs';
import { rugPicture, shoePicture } from './lib/product-pictures.mjs';

export const BANNER_FOLDER = 'configs/app';
export const INTROS_FOLDER = 'configs/intros';
export const SEED_BANNER_NAME = 'seed-banner.png';

const mix = ([r, g, b], [r2, g2, b2], f) => [
  Math.round(r + (r2 - r) * f),
  Math.round(g + (g2 - g) * f),
  Math.round(b + (b2 - b) * f),
];

/**
 * A 600x240 banner: a warm diagonal gradient, a rug-pattern band along the bottom and a row of
 * shoe-sole shapes on the right, so the picture reads as "shoes and rugs" at a glance.
 */
export function bannerPicture() {
  const width = 600;
  const height = 240;
  const from = [180, 40, 50];
  const to = [245, 158, 11];
  const cream = [250, 240, 220];
  return encodePng(width, height, (x, y) => {
    if (y >= 200) {
      // Rug band: diamonds in cream on a dark red field with a border line.
      if (y < 204 || y >= 236) return [110, 20, 30];
      const dx = Math.abs(((x + 10) % 40) - 20);
      const dy = Math.abs(y - 220);
      return dx + dy < 12 ? cream : dx + dy < 15 ? [245, 158, 11] : [150, 30, 40];
    }
    // Shoe soles: rounded capsules on the right half.
    for (let i = 0; i < 3; i++) {
      const cx = 360 + i * 80;
      const cy = 100;
      const nx = (x - cx) / 26;
      const ny = (y - cy) / 62;
      const r = nx * nx + ny * ny;
      if (r < 1) return r > 0.8 ? [60, 20, 20] : (y + i * 7) % 14 < 3 ? [230, 230, 230] : [255, 255, 255];
    }
    const base = mix(from, to, (x / width) * 0.7 + (y / height) * 0.3);
    return (x + 2 * y) % 48 < 2 ? mix(base, [255, 255, 255], 0.25) : base;
  });
}

/** The three demo slides (Mongolian, for a shoe and rug shop) and their pictures. */
export const SEED_SLIDES = [
  {
    title: 'Гутал, хивсний нэг дэлгүүр',
    body: 'Пүүз, гутал, ширээ, хивс — бүгдийг нэг дороос хараад захиалаарай.',
    picName: 'seed-intro-1.png',
    picture: () => shoePicture('#1f6feb', '#f59e0b'),
  },
  {
    title: 'Хямдрал, сугалаа',
    body: '300,000₮-өөс дээш худалдан авалт бүрт сугалааны эрх авч, улирлын хямдралаас түрүүлж мэдээрэй.',
    picName: 'seed-intro-2.png',
    picture: () => rugPicture('#b91c1c', '#fde68a'),
  },
  {
    title: 'Хотын дотор хүргэлт',
    body: 'Захиалгаа гэрээсээ гаралгүй аваарай: хүргэлтийн явцаа аппликейшнээс хянана.',
    picName: 'seed-intro-3.png',
    picture: () => shoePicture('#7c3f00', '#111827', { boot: true }),
  },
];

/**
 * The two documents. `urls` maps Storage paths to download URLs; without a URL a picture is null
 * (no Storage: the page shows placeholders).
 */
export function buildAppConfigSeed(now = new Date(), urls = {}) {
  const bannerPath = `${BANNER_FOLDER}/${SEED_BANNER_NAME}`;
  const bannerUrl = urls[bannerPath] ?? null;
  const banner = { picName: bannerUrl ? SEED_BANNER_NAME : null, picUrl: bannerUrl, updatedAt: now };
  const intros = {
    intros: SEED_SLIDES.map((s) => {
      const picUrl = urls[`${INTROS_FOLDER}/${s.picName}`] ?? null;
      return { title: s.title, body: s.body, picName: picUrl ? s.picName : null, picUrl };
    }),
    updatedAt: now,
  };
  return { banner, intros };
}

/** The pictures to upload: Storage path -> PNG bytes. */
export function appConfigPictures() {
  return [
    [`${BANNER_FOLDER}/${SEED_BANNER_NAME}`, bannerPicture()],
    ...SEED_SLIDES.map((s) => [`${INTROS_FOLDER}/${s.picName}`, s.picture()]),
  ];
}

/** Writes the demo app configuration with the admin SDK `db`; `upload(path, bytes)` stores a picture (or null). */
export async function writeAppConfigSeed({ db, now = new Date(), upload = null }) {
  const urls = {};
  if (upload) {
    for (const [path, bytes] of appConfigPictures()) urls[path] = await upload(path, bytes);
  }
  const { banner, intros } = buildAppConfigSeed(now, urls);
  const batch = db.batch();
  batch.set(db.collection('appConfigs').doc('banner'), banner);
  batch.set(db.collection('appConfigs').doc('intros'), intros);
  await batch.commit();
  return { intros: intros.intros.length };
}
