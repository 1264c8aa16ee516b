import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../i18n';
import { errorCode, refusedWriteKey, refusedWriteText } from './writeErrors';

const withCode = (code: string) => Object.assign(new Error(code), { code });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('refusedWriteText', () => {
  it('names refusals by the rules, lost connections and lost transactions; nothing else', () => {
    expect(refusedWriteKey(withCode('permission-denied'))).toBe('ui.errors.permission');
    expect(refusedWriteKey(withCode('storage/unauthorized'))).toBe('ui.errors.permission');
    expect(refusedWriteKey(withCode('offline'))).toBe('ui.errors.offline');
    expect(refusedWriteKey(withCode('unavailable'))).toBe('ui.errors.unavailable');
    expect(refusedWriteKey(withCode('deadline-exceeded'))).toBe('ui.errors.unavailable');
    expect(refusedWriteKey(withCode('aborted'))).toBe('ui.errors.contended');
    expect(refusedWriteKey(withCode('not-found'))).toBeNull();
    expect(refusedWriteKey(new Error('boom'))).toBeNull();
    expect(refusedWriteKey(null)).toBeNull();
    expect(errorCode({ code: 7 })).toBe('');
  });

  it('says "offline" for a server out of reach while the device has no network, "unavailable" while it has', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(refusedWriteKey(withCode('unavailable'))).toBe('ui.errors.offline');
    expect(refusedWriteKey(withCode('storage/retry-limit-exceeded'))).toBe('ui.errors.offline');
    vi.stubGlobal('navigator', { onLine: true });
    expect(refusedWriteKey(withCode('unavailable'))).toBe('ui.errors.unavailable');
    expect(refusedWriteKey(withCode('offline'))).toBe('ui.errors.offline');
  });

  it('the offline text says nothing was saved, what was typed is kept, and to try again; the unavailable text differs', async () => {
    await i18n.changeLanguage('en');
    const offline = refusedWriteText(withCode('offline'));
    expect(offline).toBe(
      'You are offline. This change needs the server, so nothing was saved; what you typed is kept. Try again when the connection is back.',
    );
    expect(refusedWriteText(withCode('unavailable'))).not.toBe(offline);
    await i18n.changeLanguage('mn');
    expect(refusedWriteText(withCode('offline'))).toMatch(/^Интернэт холболт алга байна\..*юу ч хадгалагдсангүй; таны оруулсан мэдээлэл хэвээр байна/);
  });

  it('is in Mongolian and English', async () => {
    await i18n.changeLanguage('mn');
    expect(refusedWriteText(withCode('permission-denied'))).toBe(
      'Танд энэ үйлдлийг хийх эрх алга эсвэл өгөгдөл өөрчлөгдсөн байна. Юу ч хадгалагдсангүй.',
    );
    await i18n.changeLanguage('en');
    expect(refusedWriteText(withCode('permission-denied'))).toBe('You may not do this, or the data changed meanwhile. Nothing was saved.');
    await i18n.changeLanguage('mn');
  });
});
