/** Maps Firebase Authentication error codes to i18n keys of messages a person understands. */
export function signInErrorKey(code: string | undefined): string {
  switch (code) {
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
    case 'auth/wrong-password':
    case 'auth/user-not-found':
      return 'login.errors.wrongCredentials';
    case 'auth/invalid-email':
      return 'login.errors.invalidEmail';
    case 'auth/user-disabled':
      return 'login.errors.inactive';
    case 'auth/too-many-requests':
      return 'login.errors.tooManyRequests';
    case 'auth/network-request-failed':
      return 'login.errors.network';
    default:
      return 'login.errors.unknown';
  }
}

export function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}
