// Types of returns.mjs for the TypeScript that shares it: the trusted return command
// (functions/src/commands/returnOrExchange.ts) writes a return's receipt jobs with the same pure
// functions the bridge uses to add missing ones (one source of the series rules).

export interface ReturnDoc {
  id: string;
  orderId: string;
  productIds: string[];
  newProductIds: string[];
}

export interface ReturnJob {
  id: string;
  seriesId: string;
  kind: 'sale' | 'correction' | 'return';
  productIds: string[];
}

export const NEW_SIDE: string;

export function isListRefund(returnId: string): boolean;

export function listRefundAsReturn(
  returnId: string,
  orderId: string,
  order: Record<string, unknown>,
  pointId: string,
): { id: string; orderId: string; productIds: string[]; newProductIds: string[]; newLines: Record<string, unknown>; locationId: string; createdUserId: string | null } | null;

export function newSideOf(returnId: string): string;

export function exchangeOfSeries(seriesId: string): string | null;

export function returnJobs(
  ret: ReturnDoc,
  order: { productIds: string[] },
  earlier: readonly ReturnDoc[],
  known: { hasSeries: (seriesId: string) => boolean; newSideNeedsReceipt: boolean },
): ReturnJob[];

export function seriesChain(seriesId: string, returnIds: readonly string[], returnId: string): string[];

export function inForce<J extends { status: string }>(chain: readonly (J | null)[]): J | null;

export function seriesInput(
  job: { orderId: string; kind: string; returnId?: string | null; seriesId?: string | null; correctsId?: string | null },
  read: (collection: string, id: string) => Promise<Record<string, unknown> | null>,
): Promise<{ lines: unknown[]; payments: unknown; corrected: unknown; awaitingDelivery: boolean }>;
