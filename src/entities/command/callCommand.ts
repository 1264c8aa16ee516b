import { httpsCallable } from 'firebase/functions';
import { functionsIn } from '../../firebase/functions';
import { assertOnline } from '../../firebase/online';
import { COMMAND_REGION, type CommandFailure } from './command';

/**
 * A trusted command's refusal or failure as the screens meet it: `code` is the callable's code
 * without its 'functions/' prefix ('failed-precondition', 'permission-denied', 'unavailable' ...),
 * so the common write messages (components/writeErrors.ts) read it as they read Firestore's;
 * `failure` is the command's typed reason, when it gave one. Nothing was written.
 */
export class CommandCallError extends Error {
  constructor(
    readonly code: string,
    readonly failure: CommandFailure | null,
    message: string,
  ) {
    super(message);
    this.name = 'CommandCallError';
  }
}

function asFailure(details: unknown): CommandFailure | null {
  if (typeof details !== 'object' || details === null) return null;
  const d = details as Record<string, unknown>;
  return 'invalid' in d || 'problem' in d || 'conflict' in d || 'caller' in d ? (d as CommandFailure) : null;
}

/**
 * Calls a trusted command (functions/src/index.ts) as the signed-in user. Refused at once offline
 * (OfflineError, like a transaction): a command needs the server, and the screen keeps what was typed.
 */
export async function callCommand<Request, Result>(name: string, request: Request): Promise<Result> {
  assertOnline();
  const functions = await functionsIn(COMMAND_REGION);
  try {
    const answer = await httpsCallable<Request, Result>(functions, name, { timeout: 70_000 })(request);
    return answer.data;
  } catch (error) {
    const { code, message, details } = error as { code?: unknown; message?: unknown; details?: unknown };
    const bare = typeof code === 'string' ? code.replace(/^functions\//, '') : 'internal';
    throw new CommandCallError(bare, asFailure(details), typeof message === 'string' ? message : String(error));
  }
}
