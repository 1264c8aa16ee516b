import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CameraScanButton } from './CameraScanButton';

const reader = vi.hoisted(() => ({ detect: vi.fn<() => Promise<string[]>>() }));
vi.mock('./detector', () => ({ createCodeReader: () => Promise.resolve(reader) }));

const track = { stop: vi.fn() };
const stream = { getTracks: () => [track] } as unknown as MediaStream;

function setCamera(getUserMedia: (() => Promise<MediaStream>) | undefined) {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: getUserMedia ? { getUserMedia } : undefined });
}

beforeEach(() => {
  reader.detect.mockReset().mockResolvedValue([]);
  track.stop.mockReset();
  // jsdom has no media: a video that has a frame as soon as it plays.
  Object.defineProperty(HTMLMediaElement.prototype, 'play', { configurable: true, value: () => Promise.resolve() });
  Object.defineProperty(HTMLMediaElement.prototype, 'readyState', { configurable: true, get: () => 4 });
  Object.defineProperty(HTMLVideoElement.prototype, 'videoWidth', { configurable: true, get: () => 640 });
});
afterEach(() => setCamera(undefined));

describe('CameraScanButton', () => {
  it('reads one code, hands it over, closes and stops the camera', async () => {
    setCamera(() => Promise.resolve(stream));
    reader.detect.mockResolvedValueOnce([]).mockResolvedValue(['123456']);
    const onScan = vi.fn();
    render(<CameraScanButton onScan={onScan} />);
    await userEvent.click(screen.getByTestId('camera-scan'));
    await waitFor(() => expect(onScan).toHaveBeenCalledWith('123456'));
    expect(onScan).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Шошгын баркодыг камерт харуулна уу')).toBeNull());
    expect(track.stop).toHaveBeenCalled();
  });

  it('continuous: keeps reading, the same code in view counts once, another code counts', async () => {
    setCamera(() => Promise.resolve(stream));
    reader.detect.mockResolvedValueOnce(['111111']).mockResolvedValueOnce(['111111']).mockResolvedValue(['222222']);
    const onScan = vi.fn();
    render(<CameraScanButton onScan={onScan} continuous />);
    await userEvent.click(screen.getByTestId('camera-scan'));
    await waitFor(() => expect(onScan).toHaveBeenCalledWith('222222'));
    expect(onScan.mock.calls).toEqual([['111111'], ['222222']]);
    expect(screen.getByTestId('camera-last-read').textContent).toContain('222222');
  });

  it('says so when the camera is refused', async () => {
    setCamera(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    render(<CameraScanButton onScan={vi.fn()} />);
    await userEvent.click(screen.getByTestId('camera-scan'));
    expect((await screen.findByTestId('camera-problem')).textContent).toMatch(/зөвшөөрөл/);
  });

  it('says so when there is no camera, or no camera API', async () => {
    setCamera(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    const { unmount } = render(<CameraScanButton onScan={vi.fn()} />);
    await userEvent.click(screen.getByTestId('camera-scan'));
    expect((await screen.findByTestId('camera-problem')).textContent).toMatch(/камер олдсонгүй/);
    unmount();
    setCamera(undefined);
    render(<CameraScanButton onScan={vi.fn()} />);
    await userEvent.click(screen.getByTestId('camera-scan'));
    expect((await screen.findByTestId('camera-problem')).textContent).toMatch(/HTTPS/);
  });
});
