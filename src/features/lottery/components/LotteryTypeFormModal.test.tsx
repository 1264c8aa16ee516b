import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import i18n from '../../../i18n';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import { LotteryTypeFormModal, type LotteryTypeFormModalProps } from './LotteryTypeFormModal';
import { toLotteryType, type LotteryType } from '../domain/lotteryType';

installJsdomStubs();

const userEvent = userEventLib.setup({ delay: null, applyAccept: false });

const local = (y: number, m: number, d: number, h: number, mi: number) => new Date(y, m - 1, d, h, mi).getTime();

/** A stored type running through March 2091. */
const march: LotteryType = toLotteryType('march', {
  name: 'Хаврын сугалаа',
  price: 200000,
  startDate: '2091-03-01',
  startTime: '09:00',
  startAt: local(2091, 3, 1, 9, 0),
  endDate: '2091-03-31',
  endTime: '23:59',
  endAt: local(2091, 3, 31, 23, 59),
  prizeName: 'Угаалгын машин',
  prizeImage: { name: 'p.png', url: 'http://x/p.png' },
});

function renderModal(props: Partial<LotteryTypeFormModalProps> = {}) {
  const onSubmit = vi.fn<LotteryTypeFormModalProps['onSubmit']>().mockResolvedValue(null);
  const onClose = vi.fn();
  render(<LotteryTypeFormModal types={[march]} onSubmit={onSubmit} onClose={onClose} {...props} />);
  return { onSubmit, onClose };
}

const set = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillMn({ start = '2091-04-01', end = '2091-04-30' } = {}) {
  await userEvent.type(screen.getByLabelText('Нэр'), 'Зуны сугалаа');
  await userEvent.type(screen.getByLabelText('Үнэ'), '150000');
  set('Эхлэх огноо', start);
  set('Дуусах огноо', end);
  await userEvent.type(screen.getByLabelText('Шагналын нэр'), 'Ухаалаг зурагт');
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:test/1');
  URL.revokeObjectURL = vi.fn();
});

describe('LotteryTypeFormModal', { timeout: 30_000 }, () => {
  it('starts with the default times 09:00 and 23:59', () => {
    renderModal();
    expect((screen.getByLabelText('Эхлэх цаг') as HTMLInputElement).value).toBe('09:00');
    expect((screen.getByLabelText('Дуусах цаг') as HTMLInputElement).value).toBe('23:59');
    expect((screen.getByLabelText('Эхлэх огноо') as HTMLInputElement).value).toBe('');
  });

  it('shows a message for every required field (mn) and saves nothing', async () => {
    const { onSubmit } = renderModal();
    set('Эхлэх цаг', '');
    set('Дуусах цаг', '');
    await userEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    for (const message of [
      'Нэр хоосон байна.',
      'Үнэ хоосон байна.',
      'Эхлэх огноо хоосон байна.',
      'Эхлэх цаг хоосон байна.',
      'Дуусах огноо хоосон байна.',
      'Дуусах цаг хоосон байна.',
      'Шагналын нэр хоосон байна.',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the required messages in English, and a price of 0 is refused', async () => {
    await i18n.changeLanguage('en');
    const { onSubmit } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of ['Name empty.', 'Price empty.', 'Start date empty.', 'End date empty.', 'Prize name empty.']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    await userEvent.type(screen.getByLabelText('Price'), '0');
    expect(await screen.findByText('The price must be a whole amount above 0.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('the price refuses "5,000.50", "-100" and "1.5" with a message; the picture refuses an SVG; the name stops at 200 characters', async () => {
    // Moved from the e2e spec input-limits.spec.ts. Each value replaces the field's text in one go,
    // as Playwright's fill does (select all, insert).
    const { onSubmit } = renderModal();
    const form = screen.getByTestId('lottery-type-form');
    const price = within(form).getByLabelText('Үнэ', { exact: true }) as HTMLInputElement;
    const fillIn = async (input: HTMLInputElement, text: string) => {
      await userEvent.tripleClick(input);
      await userEvent.paste(text);
    };
    await fillIn(price, '5,000.50');
    expect(await within(form).findByText('Зөвхөн бүхэл төгрөг: “5,000.50” бутархай хэсэгтэй байна. Дүнг бутархайгүй бичнэ үү.')).toBeTruthy();
    expect(price.value).toBe('');
    await fillIn(price, '-100');
    expect(await within(form).findByText('Дүн хасах байж болохгүй. Авсангүй: “-100”. Дүнг хасах тэмдэггүй бичнэ үү.')).toBeTruthy();
    expect(price.value).toBe('');
    await fillIn(price, '150000');
    expect(price.value).toBe('150,000');

    // The chooser's files are set directly, past its accept list, as Playwright's setInputFiles does.
    const [chooser] = form.querySelectorAll<HTMLInputElement>('input[type=file]');
    await userEvent.upload(chooser, new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'], 'prize.svg', { type: 'image/svg+xml' }));
    expect(
      await within(form).findByText('“prize.svg” файлын төрлийг авахгүй (жишээ нь SVG нь скрипт агуулж болно). PNG, JPEG, GIF, WebP, AVIF эсвэл BMP зураг сонгоно уу.'),
    ).toBeTruthy();
    expect(within(form).queryByRole('img', { name: 'prize.svg' })).toBeNull();

    // The name field takes no more than the rules' LOTTERY_NAME_MAX (200).
    const name = within(form).getByLabelText('Нэр', { exact: true }) as HTMLInputElement;
    await fillIn(name, 'н'.repeat(201));
    expect(name.value).toBe('н'.repeat(200));
    await fillIn(price, '1.5');
    expect(await within(form).findByText('Зөвхөн бүхэл төгрөг: “1.5” бутархай хэсэгтэй байна. Дүнг бутархайгүй бичнэ үү.')).toBeTruthy();
    expect(price.value).toBe('150,000');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("an end before the start gives 'error period entered' (mn: Хугацаа буруу оруулсан байна)", async () => {
    const { onSubmit } = renderModal();
    await fillMn({ start: '2091-05-10', end: '2091-05-01' });
    await userEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    expect(await screen.findByText('Хугацаа буруу оруулсан байна')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    // The same day, end time at the start time: still wrong.
    set('Дуусах огноо', '2091-05-10');
    set('Дуусах цаг', '09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    expect(await screen.findByText('Хугацаа буруу оруулсан байна')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("in English: 'error period entered'", async () => {
    await i18n.changeLanguage('en');
    renderModal();
    set('Start date', '2091-05-10');
    set('End date', '2091-05-09');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('error period entered')).toBeTruthy();
  });

  it('an empty submit (mn), then an end before the start, whose message goes once the period is right', async () => {
    const { onSubmit } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    for (const message of ['Нэр хоосон байна.', 'Үнэ хоосон байна.', 'Эхлэх огноо хоосон байна.', 'Дуусах огноо хоосон байна.', 'Шагналын нэр хоосон байна.']) {
      expect(await screen.findByText(message), message).toBeTruthy();
    }
    await fillMn({ start: '2091-01-31', end: '2091-01-01' });
    await userEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    expect(await screen.findByText('Хугацаа буруу оруулсан байна')).toBeTruthy();
    set('Эхлэх огноо', '2091-01-01');
    set('Дуусах огноо', '2091-01-31');
    await waitFor(() => expect(screen.queryByText('Хугацаа буруу оруулсан байна')).toBeNull());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("in English with only the dates filled (end before start): 'error period entered', 'Name empty.', 'Prize name empty.'", async () => {
    await i18n.changeLanguage('en');
    const { onSubmit } = renderModal();
    set('Start date', '2091-05-10');
    set('End date', '2091-05-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('error period entered')).toBeTruthy();
    expect(screen.getByText('Name empty.')).toBeTruthy();
    expect(screen.getByText('Prize name empty.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await i18n.changeLanguage('mn');
  });

  it("a period overlapping another type gives 'lottery already exists' and blocks the save", async () => {
    await i18n.changeLanguage('en');
    const { onSubmit } = renderModal();
    await userEvent.type(screen.getByLabelText('Name'), 'Overlap');
    await userEvent.type(screen.getByLabelText('Price'), '150000');
    set('Start date', '2091-03-31');
    set('End date', '2091-04-15');
    await userEvent.type(screen.getByLabelText('Prize name'), 'TV');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('lottery already exists')).toBeTruthy();
    expect(screen.getByText(/It overlaps “Хаврын сугалаа” \(2091-03-01 09:00 – 2091-03-31 23:59\)/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    // Starting after the other ends (23:59 on the 31st): allowed.
    set('Start date', '2091-04-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('lottery already exists')).toBeNull();
  });

  it('in Mongolian the overlap message is translated', async () => {
    renderModal();
    await fillMn({ start: '2091-02-15', end: '2091-03-02' });
    await userEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    expect(await screen.findByText('Энэ хугацаанд сугалаа аль хэдийн байна')).toBeTruthy();
  });

  it('editing skips the record itself and keeps its picture', async () => {
    const { onSubmit, onClose } = renderModal({ type: march });
    expect((screen.getByLabelText('Нэр') as HTMLInputElement).value).toBe('Хаврын сугалаа');
    expect((screen.getByLabelText('Эхлэх огноо') as HTMLInputElement).value).toBe('2091-03-01');
    expect(screen.getByRole('img', { name: 'p.png' })).toBeTruthy();
    set('Дуусах огноо', '2091-04-10');
    await userEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ name: 'Хаврын сугалаа', price: 200000, endDate: '2091-04-10', keepPicture: true, pictures: [] });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('sends the values with the chosen picture; a failed save shows the reason and keeps the form', async () => {
    const onSubmit = vi.fn<LotteryTypeFormModalProps['onSubmit']>().mockResolvedValue('Алдаа гарлаа: storage/unauthorized');
    const onClose = vi.fn();
    render(<LotteryTypeFormModal types={[march]} onSubmit={onSubmit} onClose={onClose} />);
    await fillMn();
    const file = new File(['x'], 'prize.png', { type: 'image/png', lastModified: 1 });
    fireEvent.change(screen.getByLabelText('Зураг сонгох'), { target: { files: [file] } });
    await userEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      name: 'Зуны сугалаа',
      price: 150000,
      startDate: '2091-04-01',
      startTime: '09:00',
      endDate: '2091-04-30',
      endTime: '23:59',
      prizeName: 'Ухаалаг зурагт',
      pictures: [file],
    });
    expect(await screen.findByText('Алдаа гарлаа: storage/unauthorized')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Хадгалах' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('ignores repeat clicks while saving', async () => {
    let finish: (v: string | null) => void = () => {};
    const onSubmit = vi.fn<LotteryTypeFormModalProps['onSubmit']>(() => new Promise((resolve) => (finish = resolve)));
    const onClose = vi.fn();
    render(<LotteryTypeFormModal types={[]} onSubmit={onSubmit} onClose={onClose} />);
    await fillMn();
    const save = screen.getByRole('button', { name: 'Хадгалах' }) as HTMLButtonElement;
    await userEvent.click(save);
    await waitFor(() => expect(save.disabled).toBe(true));
    await userEvent.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish(null);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
