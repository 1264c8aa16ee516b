// The bridge's message on a receipt job (bridge/worker.mjs), as the e-barimt screen says it: the
// bridge's own messages (English, for its log) become a sentence in the user's language that says
// what happened and what to do, with the technical cause (a network error code) kept beside it; the
// daemon's refusals are PosAPI's own words (Mongolian) and are shown as they are.

export type BridgeMessageKey =
  | 'answerLost'
  | 'unreachable'
  | 'bridgeStopped'
  | 'noPoint'
  | 'nothingToCorrect'
  | 'waitsForCorrected'
  | 'noLine'
  | 'notDelivered';

export interface BridgeMessage {
  /** A text of `ebarimt.message.*`, or null: the daemon's own words, shown as they are. */
  key: BridgeMessageKey | null;
  /** The technical cause (ECONNRESET, HTTP 502…), or the daemon's words; '' for none. */
  detail: string;
}

// Prefixes and whole messages the bridge writes (bridge/worker.mjs MESSAGES, ANSWER_LOST, UNREACHABLE;
// bridge/messages.test.mjs holds the two to each other).
const PREFIXES: [string, BridgeMessageKey][] = [
  ['answer lost: ', 'answerLost'],
  ['daemon unreachable: ', 'unreachable'],
];
const WHOLE: Record<string, BridgeMessageKey> = {
  'bridge stopped while sending': 'bridgeStopped',
  'no e-barimt settings for this sale’s location': 'noPoint',
  'no e-barimt in force to correct': 'nothingToCorrect',
  'waits for the receipt it corrects': 'waitsForCorrected',
  'no e-barimt line came back': 'noLine',
  'delivery not done yet: nothing issued': 'notDelivered',
};

export function bridgeMessageOf(message: string): BridgeMessage {
  const text = message.trim();
  if (WHOLE[text]) return { key: WHOLE[text], detail: '' };
  for (const [prefix, key] of PREFIXES) if (text.startsWith(prefix)) return { key, detail: text.slice(prefix.length).trim() };
  return { key: null, detail: text };
}
