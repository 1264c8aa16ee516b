// The trusted commands (DESIGN.md section 12): callables of firebase-functions v2 over the Admin
// SDK, one Firestore transaction each. Each handler lives in commands/ as a plain function of
// (database, caller, data), which the handler tests call against the emulator (tests/functions/).
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { setGlobalOptions } from 'firebase-functions/v2';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { COMMAND_REGION } from '../../src/entities/command/command';
import { CommandError } from './commandError';
import { requestReturn as requestReturnCommand } from './commands/requestReturn';
import { returnOrExchange as returnOrExchangeCommand } from './commands/returnOrExchange';
import { sell as sellCommand } from './commands/sell';

initializeApp();
setGlobalOptions({ region: COMMAND_REGION });

/** A refusal goes back as its code and typed details; anything else as 'internal' (logged). */
function command<T>(run: (request: CallableRequest) => Promise<T>) {
  return async (request: CallableRequest): Promise<T> => {
    try {
      return await run(request);
    } catch (error) {
      if (error instanceof CommandError) throw new HttpsError(error.code, error.message, error.details);
      console.error(error);
      throw new HttpsError('internal', 'The command failed; nothing was written.');
    }
  };
}

/** The counter's hot command keeps an instance warm in production, so a sale never waits for a cold start. */
export const sell = onCall(
  { minInstances: process.env.FUNCTIONS_EMULATOR === 'true' ? 0 : 1, memory: '512MiB', timeoutSeconds: 60 },
  command((request) => sellCommand(getFirestore(), request.auth?.uid, request.data)),
);

/**
 * The counter's return or size exchange, any number of lines. Not kept warm: a return is rarer than
 * a sale and may wait for a cold start (set minInstances here if the returns desk says otherwise).
 */
export const returnOrExchange = onCall(
  { memory: '512MiB', timeoutSeconds: 60 },
  command((request) => returnOrExchangeCommand(getFirestore(), request.auth?.uid, request.data)),
);

/** A seller's request for a Manager's approval of a return past the window, its figures the order's. */
export const requestReturn = onCall(
  { timeoutSeconds: 30 },
  command((request) => requestReturnCommand(getFirestore(), request.auth?.uid, request.data)),
);

/** The audit trail (docs/audit.md): one entry per sensitive event, written by triggers only. */
export {
  auditDiscountDecisions,
  auditOrderDeletions,
  auditOrders,
  auditPriceChanges,
  auditProductDeletions,
  auditReturns,
  auditSaleDeletions,
  auditShiftCloses,
  auditTransactions,
} from './triggers/audit';
