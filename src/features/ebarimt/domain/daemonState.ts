// The daemon's state as the e-barimt screen warns about it (docs/ebarimt.md, "The e-barimt screen"):
// PosAPI issues receipts without lottery numbers once it has not uploaded for 3 days or has no
// numbers left, so the screen warns before either happens.

export interface DaemonState {
  reachable: boolean;
  /** "yyyy-MM-dd HH:mm:ss", Ulaanbaatar time; '' when unknown. */
  lastSentDate: string;
  leftLotteries: number;
  /** When the bridge last looked (ms). */
  checkedAt: number;
}

export type DaemonWarning = 'bridgeSilent' | 'unreachable' | 'uploadLate' | 'uploadStale' | 'lotteriesLow' | 'lotteriesOut';

const HOUR = 3_600_000;
/** Warn after 2 days without upload: the daemon stops giving lottery numbers at 3. */
export const UPLOAD_WARN_MS = 48 * HOUR;
export const UPLOAD_LIMIT_MS = 72 * HOUR;
export const LOTTERIES_WARN = 100;
/** The bridge reports every 30 s: silent for 3 minutes means it is not running. */
export const BRIDGE_SILENT_MS = 3 * 60_000;

/** "yyyy-MM-dd HH:mm:ss" in Ulaanbaatar time (UTC+8) to ms; NaN when unreadable. */
export function ubMillis(text: string): number {
  const m = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)$/.exec(text);
  if (!m) return Number.NaN;
  return Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) - 8 * HOUR;
}

export function toDaemonState(d: Record<string, unknown> | null | undefined): DaemonState | null {
  if (!d || typeof d !== 'object') return null;
  return {
    reachable: d.reachable === true,
    lastSentDate: typeof d.lastSentDate === 'string' ? d.lastSentDate : '',
    leftLotteries: typeof d.leftLotteries === 'number' ? d.leftLotteries : 0,
    checkedAt: typeof d.checkedAt === 'number' ? d.checkedAt : 0,
  };
}

/** What to warn about, most urgent first. */
export function daemonWarnings(s: DaemonState, now: number): DaemonWarning[] {
  if (now - s.checkedAt > BRIDGE_SILENT_MS) return ['bridgeSilent'];
  if (!s.reachable) return ['unreachable'];
  const out: DaemonWarning[] = [];
  const sent = ubMillis(s.lastSentDate);
  if (Number.isNaN(sent) || now - sent >= UPLOAD_LIMIT_MS) out.push('uploadStale');
  else if (now - sent >= UPLOAD_WARN_MS) out.push('uploadLate');
  if (s.leftLotteries <= 0) out.push('lotteriesOut');
  else if (s.leftLotteries < LOTTERIES_WARN) out.push('lotteriesLow');
  return out;
}

/** A DDTD (33 digits) or an order id (20 letters and digits) typed into the search. */
export function searchKind(text: string): 'ddtd' | 'order' | null {
  const t = text.trim();
  if (/^\d{33}$/.test(t)) return 'ddtd';
  if (/^[A-Za-z0-9]{15,30}$/.test(t)) return 'order';
  return null;
}
