import type { CommandFailure } from '../../src/entities/command/command';

/**
 * A command's refusal: a callable error code and the typed details the screens turn into the
 * user's language (src/entities/command/command.ts). index.ts hands it over as an HttpsError.
 */
export class CommandError extends Error {
  constructor(
    readonly code: 'unauthenticated' | 'permission-denied' | 'invalid-argument' | 'failed-precondition' | 'not-found',
    readonly details: CommandFailure,
  ) {
    super(`${code}: ${JSON.stringify(details)}`);
    this.name = 'CommandError';
  }
}
