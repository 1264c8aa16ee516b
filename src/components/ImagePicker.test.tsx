import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ImagePicker, type ExistingPicture, type ImagePickerProps } from './ImagePicker';

let created: string[] = [];
let revoked: string[] = [];

beforeEach(() => {
  created = [];
  revoked = [];
  let n = 0;
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => {
    n += 1;
    const url = `blob:test/${n}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => {
    revoked.push(url);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const image = (name: string, size = 1000, type = 'image/png') => {
  const file = new File(['x'], name, { type, lastModified: 1 });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function Harness(props: Partial<ImagePickerProps> & { onFiles?: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const { onFiles, ...rest } = props;
  return (
    <ImagePicker
      {...rest}
      value={files}
      onChange={(next) => {
        setFiles(next);
        onFiles?.(next);
      }}
    />
  );
}

const chooser = () => screen.getByLabelText('Зураг сонгох') as HTMLInputElement;

describe('ImagePicker', () => {
  it('has a multi-image chooser and a camera input', () => {
    render(<Harness />);
    // The picture types Storage takes (src/lib/files.ts): no SVG.
    expect(chooser().accept).toBe('image/png,image/jpeg,image/gif,image/webp,image/avif,image/bmp');
    expect((screen.getByLabelText('Зураг авах') as HTMLInputElement).accept).toBe(chooser().accept);
    expect(chooser().multiple).toBe(true);
    const camera = screen.getByLabelText('Зураг авах') as HTMLInputElement;
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(screen.getByRole('button', { name: 'Зураг сонгох' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Зураг авах' })).toBeTruthy();
    expect(screen.getByText('Зураг сонгоогүй байна')).toBeTruthy();
  });

  it('previews several images and removes one, revoking its URL', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    render(<Harness onFiles={onFiles} />);
    await user.upload(chooser(), [image('a.png'), image('b.jpg', 2000, 'image/jpeg')]);
    expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'a.png' }), expect.objectContaining({ name: 'b.jpg' })]);
    const a = screen.getByRole('img', { name: 'a.png' }) as HTMLImageElement;
    expect(a.src).toMatch(/^blob:test\//);
    expect(screen.getByRole('img', { name: 'b.jpg' })).toBeTruthy();

    const aUrl = a.getAttribute('src');
    await user.click(screen.getByRole('button', { name: 'a.png зургийг хасах' }));
    expect(screen.queryByRole('img', { name: 'a.png' })).toBeNull();
    expect(revoked).toContain(aUrl);
    expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'b.jpg' })]);
  });

  it('revokes every URL on unmount', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.upload(chooser(), [image('a.png'), image('b.png', 5)]);
    unmount();
    const live = created.filter((url) => !revoked.includes(url));
    expect(live).toEqual([]);
  });

  it('refuses non-images and files over the size limit with a message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFiles = vi.fn();
    render(<Harness onFiles={onFiles} maxSizeBytes={1024 * 1024} />);
    await user.upload(chooser(), [
      new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' }),
      image('huge.png', 2 * 1024 * 1024),
      image('ok.png'),
    ]);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('“invoice.pdf” зураг биш байна');
    expect(alert.textContent).toContain('“huge.png” хэт том байна');
    expect(alert.textContent).toContain('1 MB');
    expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'ok.png' })]);
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('refuses an SVG (an image that can carry a script) with a message naming the types taken', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFiles = vi.fn();
    render(<Harness onFiles={onFiles} />);
    await user.upload(chooser(), [
      new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'logo.svg', { type: 'image/svg+xml' }),
      image('photo.webp', 1000, 'image/webp'),
    ]);
    expect(screen.getByRole('alert').textContent).toBe(
      '“logo.svg” файлын төрлийг авахгүй (жишээ нь SVG нь скрипт агуулж болно). PNG, JPEG, GIF, WebP, AVIF эсвэл BMP зураг сонгоно уу.',
    );
    expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'photo.webp' })]);
    expect(screen.queryByRole('img', { name: 'logo.svg' })).toBeNull();
  });

  it('refuses a file without a type (it would be stored as something else)', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFiles = vi.fn();
    render(<Harness onFiles={onFiles} />);
    await user.upload(chooser(), [new File(['x'], 'noext', { type: '' })]);
    expect(screen.getByRole('alert').textContent).toContain('“noext” зураг биш байна');
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('uses 10 MB by default', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    render(<Harness onFiles={onFiles} />);
    await user.upload(chooser(), [image('big.png', 11 * 1024 * 1024)]);
    expect(screen.getByRole('alert').textContent).toContain('10 MB');
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('shows existing pictures with their own remove callback', async () => {
    const user = userEvent.setup();
    const onRemoveExisting = vi.fn();
    const existing: ExistingPicture[] = [{ name: 'front.jpg', url: 'https://example.test/front.jpg' }];
    render(<ImagePicker value={[]} onChange={() => undefined} existing={existing} onRemoveExisting={onRemoveExisting} />);
    expect((screen.getByRole('img', { name: 'front.jpg' }) as HTMLImageElement).src).toBe('https://example.test/front.jpg');
    await user.click(screen.getByRole('button', { name: 'front.jpg зургийг хасах' }));
    expect(onRemoveExisting).toHaveBeenCalledWith(existing[0]);
  });

  it('limits the number of pictures', async () => {
    const user = userEvent.setup();
    render(<Harness maxFiles={2} />);
    await user.upload(chooser(), [image('1.png'), image('2.png'), image('3.png')]);
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toContain('2');
  });
});
