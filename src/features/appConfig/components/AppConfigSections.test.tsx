import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import i18n from '../../../i18n';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import { BannerSection } from './BannerSection';
import { IntroSlidesSection } from './IntroSlidesSection';
import { MAX_SLIDES, type IntroSlide, type SlideDraft } from '../domain/appConfig';

installJsdomStubs();

const userEvent = userEventLib.setup({ delay: null, applyAccept: false });
const png = (name = 'banner.png') => new File(['x'], name, { type: 'image/png', lastModified: 1 });
const slide = (n: number): IntroSlide => ({ title: `Гарчиг ${n}`, body: `Тайлбар ${n}`, picName: `p${n}.png`, picUrl: `http://x/p${n}.png` });
const emptyBanner = { picName: null, picUrl: null, updatedAt: null };

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:test/1');
  URL.revokeObjectURL = vi.fn();
});

describe('BannerSection', { timeout: 30_000 }, () => {
  it('save without a picture says "Баннер зураг оруулна уу" and writes nothing', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(<BannerSection banner={emptyBanner} loading={false} onSave={onSave} />);
    expect(screen.getByTestId('banner-placeholder')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    expect(await screen.findByText('Баннер зураг оруулна уу')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('in English too', async () => {
    await i18n.changeLanguage('en');
    const onSave = vi.fn();
    render(<BannerSection banner={emptyBanner} loading={false} onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please add a banner picture')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the chosen picture once, even when Save is clicked twice, then says "Амжилттай хадгалагдлаа"', async () => {
    let finish: () => void = () => undefined;
    const onSave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<BannerSection banner={{ picName: 'a.png', picUrl: 'http://x/a.png', updatedAt: Date.UTC(2026, 0, 2, 3, 4, 5) }} loading={false} onSave={onSave} />);
    expect(screen.getByTestId('banner-picture').getAttribute('src')).toBe('http://x/a.png');
    expect(screen.getByTestId('banner-updated').textContent).toMatch(/^Шинэчилсэн: 2026-01-02/);
    const file = png();
    await userEvent.upload(screen.getByLabelText('Зураг сонгох'), file);
    const save = screen.getByTestId('banner-save');
    await userEvent.click(save);
    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith(file);
    expect(screen.getByTestId('banner-save').textContent).toContain('Хадгалж байна');
    finish();
    expect(await screen.findByText('Амжилттай хадгалагдлаа')).toBeTruthy();
  });

  it('a failed save says "Алдаа гарлаа" with the reason', async () => {
    const onSave = vi.fn().mockRejectedValue(Object.assign(new Error('denied'), { code: 'storage/unauthorized' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<BannerSection banner={emptyBanner} loading={false} onSave={onSave} />);
    await userEvent.upload(screen.getByLabelText('Зураг сонгох'), png());
    await userEvent.click(screen.getByTestId('banner-save'));
    expect(await screen.findByText('Алдаа гарлаа: эрх хүрэхгүй байна')).toBeTruthy();
  });
});

describe('IntroSlidesSection', { timeout: 30_000 }, () => {
  it('shows the stored slides in order; Save is off until something changes', () => {
    render(<IntroSlidesSection saved={[slide(1), slide(2)]} loading={false} onSave={vi.fn()} />);
    const cards = screen.getAllByTestId('slide-card');
    expect(cards.map((c) => (within(c).getByLabelText('Гарчиг') as HTMLInputElement).value)).toEqual(['Гарчиг 1', 'Гарчиг 2']);
    expect((screen.getByTestId('intros-save') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('intros-unsaved')).toBeNull();
  });

  it('a new empty slide gets a message per missing field and nothing is saved', async () => {
    const onSave = vi.fn();
    render(<IntroSlidesSection saved={[slide(1)]} loading={false} onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: /Слайд нэмэх/ }));
    expect(screen.getByTestId('intros-unsaved').textContent).toBe('Хадгалаагүй өөрчлөлт');
    await userEvent.click(screen.getByTestId('intros-save'));
    const card = screen.getAllByTestId('slide-card')[1];
    expect(await within(card).findByText('Гарчиг оруулна уу')).toBeTruthy();
    expect(within(card).getByText('Тайлбар оруулна уу')).toBeTruthy();
    expect(within(card).getByText('Слайдын зураг оруулна уу')).toBeTruthy();
    expect(within(screen.getAllByTestId('slide-card')[0]).queryByText('Гарчиг оруулна уу')).toBeNull();
    expect(screen.getByTestId('intros-invalid').textContent).toBe('Слайдуудын алдааг засна уу.');
    expect(onSave).not.toHaveBeenCalled();

    // Filling the slide clears its messages and the save goes through with the new picture.
    await userEvent.type(within(card).getByLabelText('Гарчиг'), 'Шинэ');
    await userEvent.type(within(card).getByLabelText('Тайлбар'), 'Хямдрал');
    const file = png('slide.png');
    await userEvent.upload(within(card).getByLabelText('Зураг сонгох'), file);
    await waitFor(() => expect(within(card).queryByText('Слайдын зураг оруулна уу')).toBeNull());
    await userEvent.click(screen.getByTestId('intros-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const [drafts, before] = onSave.mock.calls[0] as [SlideDraft[], IntroSlide[]];
    expect(before).toEqual([slide(1)]);
    expect(drafts.map((d) => [d.title, d.body, d.file])).toEqual([
      ['Гарчиг 1', 'Тайлбар 1', null],
      ['Шинэ', 'Хямдрал', file],
    ]);
  });

  it('moves, removes and discards locally; move buttons are off at the edges', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(<IntroSlidesSection saved={[slide(1), slide(2), slide(3)]} loading={false} onSave={onSave} />);
    expect((screen.getByRole('button', { name: '1-р слайдыг дээш зөөх' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '3-р слайдыг доош зөөх' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '3-р слайдыг дээш зөөх' }));
    await userEvent.click(screen.getByRole('button', { name: '1-р слайдыг устгах' }));
    const titles = () => screen.getAllByTestId('slide-card').map((c) => (within(c).getByLabelText('Гарчиг') as HTMLInputElement).value);
    expect(titles()).toEqual(['Гарчиг 3', 'Гарчиг 2']);
    await userEvent.click(screen.getByTestId('intros-discard'));
    expect(titles()).toEqual(['Гарчиг 1', 'Гарчиг 2', 'Гарчиг 3']);
    expect(screen.queryByTestId('intros-unsaved')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '1-р слайдыг доош зөөх' }));
    await userEvent.click(screen.getByTestId('intros-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect((onSave.mock.calls[0][0] as SlideDraft[]).map((d) => d.title)).toEqual(['Гарчиг 2', 'Гарчиг 1', 'Гарчиг 3']);
    expect(await screen.findByText('Амжилттай хадгалагдлаа')).toBeTruthy();
  });

  it(`stops adding at ${MAX_SLIDES} slides with a message`, async () => {
    const saved = Array.from({ length: MAX_SLIDES - 1 }, (_, i) => slide(i + 1));
    render(<IntroSlidesSection saved={saved} loading={false} onSave={vi.fn()} />);
    expect(screen.queryByTestId('intros-max')).toBeNull();
    await userEvent.click(screen.getByTestId('intros-add'));
    expect(screen.getAllByTestId('slide-card')).toHaveLength(MAX_SLIDES);
    expect(screen.getByTestId('intros-max').textContent).toBe(`Хамгийн ихдээ ${MAX_SLIDES} слайд оруулах боломжтой.`);
    expect((screen.getByTestId('intros-add') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a failed save keeps the edits and says "Алдаа гарлаа"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onSave = vi.fn().mockRejectedValue(Object.assign(new Error('x'), { code: 'permission-denied' }));
    render(<IntroSlidesSection saved={[slide(1), slide(2)]} loading={false} onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: '2-р слайдыг устгах' }));
    await userEvent.click(screen.getByTestId('intros-save'));
    expect(await screen.findByText('Алдаа гарлаа: эрх хүрэхгүй байна')).toBeTruthy();
    expect(screen.getAllByTestId('slide-card')).toHaveLength(1);
    expect(screen.getByTestId('intros-unsaved')).toBeTruthy();
  });
});
