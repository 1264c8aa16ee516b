import type { StockConflict } from '../product/stockChanges';

/**
 * The trusted commands' contract (DESIGN.md section 12, functions/): where they run and how they
 * refuse. Shared by the functions and the screens that call them, so both read one definition.
 */

/**
 * The region of the functions, near Ulaanbaatar; the client calls the same. Tokyo, not Hong Kong
 * (asia-east2): Firebase lists Hong Kong for 1st-generation functions only, and these are 2nd
 * generation. Firestore triggers (the audit) run in the database's region: create the database in
 * asia-northeast1 too (README).
 */
export const COMMAND_REGION = 'asia-northeast1';

/** The commands by name (the callables' exported names in functions/src/index.ts). */
export const COMMANDS = { sell: 'sell', returnOrExchange: 'returnOrExchange', requestReturn: 'requestReturn' } as const;

/**
 * Why a command refused, as the callable's error details:
 * - invalid: a request field the schema refuses (a client bug or a forged call);
 * - problem: a business rule (a SaleProblem of the selling domain, a seller not allowed ...);
 * - conflict: a product someone else sold, changed or holds meanwhile, named;
 * - caller: who calls may not (signed out, deactivated, not staff).
 */
export type CommandFailure =
  | { invalid: string }
  | { problem: string }
  | { conflict: { productName: string; reason: StockConflict } }
  | { caller: 'signedOut' | 'notStaff' };
