/** Sign-up refused the email or the password: the form shows why beside the field. */
export class AccountFieldError extends Error {
  constructor(readonly reason: 'emailInUse' | 'invalidEmail' | 'weakPassword') {
    super(reason);
  }
}
