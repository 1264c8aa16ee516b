import { describe, expect, it } from 'vitest';
import { EMPTY_POINT, pointOf, pointProblems, settingOf, settingProblem } from './settingsForm';

const good = { name: 'Сүхбаатар салбар', merchantTin: '37900846788', branchNo: '001', posNo: 'POS01', districtCode: '2501' };

describe('an issuing point as typed', () => {
  it('takes what the rules take (TIN of 11, 12 or 14 digits; branch 1 to 3 digits; POS 1 to 20 letters or digits; district 4 digits)', () => {
    expect(pointProblems(good)).toEqual([]);
    expect(pointProblems({ ...good, merchantTin: '379008467881' })).toEqual([]);
    expect(pointProblems({ ...good, merchantTin: '37900846788123' })).toEqual([]);
    expect(pointProblems({ ...good, merchantTin: ' 37900846788 ' })).toEqual([]);
  });

  it('names each field that is wrong', () => {
    expect(pointProblems(EMPTY_POINT)).toEqual(['name', 'merchantTin', 'branchNo', 'posNo', 'districtCode']);
    expect(pointProblems({ ...good, merchantTin: '3790084678' })).toEqual(['merchantTin']);
    expect(pointProblems({ ...good, merchantTin: '3790084678a' })).toEqual(['merchantTin']);
    expect(pointProblems({ ...good, branchNo: '0001' })).toEqual(['branchNo']);
    expect(pointProblems({ ...good, posNo: 'POS-1' })).toEqual(['posNo']);
    expect(pointProblems({ ...good, districtCode: '250' })).toEqual(['districtCode']);
    expect(pointProblems({ ...good, name: '   ' })).toEqual(['name']);
    expect(pointProblems({ ...good, name: 'а'.repeat(101) })).toEqual(['name']);
  });

  it('is stored trimmed', () => {
    expect(pointOf({ ...good, name: ' A ', posNo: ' 7 ' })).toMatchObject({ name: 'A', posNo: '7' });
  });
});

describe('the business setting as typed', () => {
  it('needs a 7-digit default classification code', () => {
    expect(settingProblem({ enabled: true, treatment: 'added', defaultClassificationCode: '6211100' })).toBeNull();
    expect(settingProblem({ enabled: true, treatment: 'added', defaultClassificationCode: '621110' })).toBe('defaultClassificationCode');
    expect(settingOf({ enabled: false, treatment: 'contained', defaultClassificationCode: ' 6211100 ' })).toEqual({ enabled: false, treatment: 'contained', defaultClassificationCode: '6211100' });
  });
});
