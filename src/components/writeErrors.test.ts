import { describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { errorCode, refusedWriteKey, refusedWriteText } from './writeErrors';

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('refusedWriteText', () => {
  it('names refusals by the rules, lost connections and lost transactions; nothing else', () => {
    expect(refusedWriteKey(withCode('permission-denied'))).toBe('ui.errors.permission');
    expect(refusedWriteKey(withCode('storage/unauthorized'))).toBe('ui.errors.permission');
    expect(refusedWriteKey(withCode('unavailable'))).toBe('ui.errors.offline');
    expect(refusedWriteKey(withCode('deadline-exceeded'))).toBe('ui.errors.offline');
    expect(refusedWriteKey(withCode('aborted'))).toBe('ui.errors.contended');
    expect(refusedWriteKey(withCode('not-found'))).toBeNull();
    expect(refusedWriteKey(new Error('boom'))).toBeNull();
    expect(refusedWriteKey(null)).toBeNull();
    expect(errorCode({ code: 7 })).toBe('');
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
