import { describe, expect, it } from 'vitest';
import { isMongolianPhone, nameCharactersOk, PHONE_LENGTH } from './personFields';
import { phoneDigits } from './customerSearch';

describe('isMongolianPhone: 8 digits, nothing else', () => {
  it('accepts 8 digits', () => {
    expect(PHONE_LENGTH).toBe(8);
    expect(isMongolianPhone('99112233')).toBe(true);
    expect(isMongolianPhone('70371103')).toBe(true);
  });

  it('refuses shorter, longer, spaced or signed numbers (a delivery to "12" was possible)', () => {
    for (const text of ['', '12', '1234567', '123456789', '99112233445566778899', '9911 2233', '+97699112233', '9911223a', '٩٩١١٢٢٣٣', ' 99112233']) {
      expect(isMongolianPhone(text), text).toBe(false);
    }
  });

  it('a typed number with the country code or separators is one once read as digits', () => {
    expect(isMongolianPhone(phoneDigits('+976 9911-2233') ?? '')).toBe(true);
    expect(isMongolianPhone(phoneDigits('9911 22') ?? '')).toBe(false);
  });
});

describe('nameCharactersOk: the characters firestore.rules accepts in a customer name', () => {
  it('accepts Cyrillic and Latin letters in any case, digits, space, dot, apostrophe and hyphen', () => {
    for (const name of ['Тэмүүлэн', 'ӨЛЗИЙ', 'Бат-Эрдэнэ', "O'Brien", 'J. Smith', 'Анна 2', ' Сувд ', 'Zoë', 'Дөлгөөн']) {
      expect(nameCharactersOk(name), name).toBe(true);
    }
  });

  it('refuses the characters the rules refuse', () => {
    for (const name of ['<b>Бат</b>', 'Бат (Дорж)', 'Бат, Дорж', 'a=b', 'Бат\nДорж', 'Бат\tДорж', 'Бат"', 'Бат😀', 'Бат/Дорж', 'Бат*', '[Бат]', 'Бат?']) {
      expect(nameCharactersOk(name), name).toBe(false);
    }
  });

  it('a capital letter without a lower case is refused (its lower-cased form would keep it)', () => {
    // U+03D2 GREEK UPSILON WITH HOOK SYMBOL is upper case and has no lower-case form.
    expect(nameCharactersOk('\u03d2')).toBe(false);
  });
});
