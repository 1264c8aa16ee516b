import { EMAIL_MAX, PERSON_NAME_MAX, nameCharactersOk } from '../../../entities/person/personFields';
import { BRIDGE_ROLE } from '../../../entities/ebarimt/ebarimt';
import { PASSWORD_MIN } from './userSchema';

// A shop bridge's account as /employees creates it (docs/ebarimt.md, "Bridges"): a name, the email
// and password the bridge signs in with. The rules (users: isBridgeProfile) check the same limits.

export interface BridgeAccountForm {
  name: string;
  email: string;
  password: string;
}

export type BridgeAccountField = keyof BridgeAccountForm;

export const EMPTY_BRIDGE_ACCOUNT: BridgeAccountForm = { name: '', email: '', password: '' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with each field, as an i18n key under employees.bridges.errors; empty when none. */
export function bridgeAccountProblems(form: BridgeAccountForm): Partial<Record<BridgeAccountField, string>> {
  const out: Partial<Record<BridgeAccountField, string>> = {};
  const name = form.name.trim();
  if (!name) out.name = 'nameRequired';
  else if (name.length > PERSON_NAME_MAX) out.name = 'nameMax';
  else if (!nameCharactersOk(name)) out.name = 'nameCharacters';
  const email = form.email.trim();
  if (!EMAIL.test(email)) out.email = 'emailInvalid';
  else if (email.length > EMAIL_MAX) out.email = 'emailMax';
  if (form.password.length < PASSWORD_MIN) out.password = 'passwordMin';
  return out;
}

/** The profile written at users/{uid} (without its timestamps): no points yet, active. */
export function bridgeProfileOf(uid: string, form: BridgeAccountForm) {
  return {
    id: uid,
    firstName: form.name.trim(),
    lastName: '',
    email: form.email.trim().toLowerCase(),
    role: BRIDGE_ROLE,
    userType: 'bridge',
    isActive: true,
    bridgePointIds: [] as string[],
  };
}
