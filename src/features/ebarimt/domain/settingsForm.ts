import {
  BRANCH_NO,
  CLASSIFICATION_CODE,
  DISTRICT_CODE,
  MERCHANT_TIN,
  POINT_NAME_MAX,
  POS_NO,
  type EbarimtSettings,
  type EbarimtTreatment,
} from '../../../entities/ebarimt/ebarimt';

// The e-barimt settings as typed (docs/ebarimt.md, "Settings"): checked here with the same patterns
// the rules check (firestore.rules, appConfigs isEbarimtSetting and ebarimtPoints pointOk).

/** An issuing point as the form holds it (every field text). */
export interface PointForm {
  name: string;
  merchantTin: string;
  branchNo: string;
  posNo: string;
  districtCode: string;
}

export type PointField = keyof PointForm;
export const POINT_FIELDS: readonly PointField[] = ['name', 'merchantTin', 'branchNo', 'posNo', 'districtCode'];

/** The longest each field may be typed (the rules' limits). */
export const POINT_MAX_LENGTH: Record<PointField, number> = { name: POINT_NAME_MAX, merchantTin: 14, branchNo: 3, posNo: 20, districtCode: 4 };

const POINT_PATTERNS: Record<Exclude<PointField, 'name'>, RegExp> = { merchantTin: MERCHANT_TIN, branchNo: BRANCH_NO, posNo: POS_NO, districtCode: DISTRICT_CODE };

export const EMPTY_POINT: PointForm = { name: '', merchantTin: '', branchNo: '', posNo: '', districtCode: '' };

/** The point's fields with a problem (each names its error text: ebarimt.settings.errors.<field>). */
export function pointProblems(form: PointForm): PointField[] {
  const out: PointField[] = [];
  if (form.name.trim().length === 0 || form.name.length > POINT_NAME_MAX) out.push('name');
  for (const field of Object.keys(POINT_PATTERNS) as (keyof typeof POINT_PATTERNS)[]) {
    if (!POINT_PATTERNS[field].test(form[field].trim())) out.push(field);
  }
  return out;
}

/** The point as stored (trimmed). */
export function pointOf(form: PointForm): PointForm {
  return {
    name: form.name.trim(),
    merchantTin: form.merchantTin.trim(),
    branchNo: form.branchNo.trim(),
    posNo: form.posNo.trim(),
    districtCode: form.districtCode.trim(),
  };
}

/** The business setting as typed. */
export interface SettingForm {
  enabled: boolean;
  treatment: EbarimtTreatment;
  defaultClassificationCode: string;
}

export function settingProblem(form: SettingForm): 'defaultClassificationCode' | null {
  return CLASSIFICATION_CODE.test(form.defaultClassificationCode.trim()) ? null : 'defaultClassificationCode';
}

export function settingOf(form: SettingForm): EbarimtSettings {
  return { enabled: form.enabled, treatment: form.treatment, defaultClassificationCode: form.defaultClassificationCode.trim() };
}
