// The screens say each of the bridge's messages in the user's language: every message the worker
// writes is one the e-barimt screen knows (never shown raw in English inside a Mongolian screen).
import { describe, expect, it } from 'vitest';
import { ANSWER_LOST, MESSAGES, UNREACHABLE } from './worker.mjs';
import { bridgeMessageOf } from '../src/features/ebarimt/domain/bridgeMessage.ts';

describe('the bridge’s messages, as the e-barimt screen reads them', () => {
  it('each whole message has its own text', () => {
    for (const [key, message] of Object.entries(MESSAGES)) expect(bridgeMessageOf(message)).toEqual({ key, detail: '' });
  });
  it('a lost answer and an unreachable daemon keep the network’s cause as the detail', () => {
    expect(bridgeMessageOf(`${ANSWER_LOST}ECONNRESET`)).toEqual({ key: 'answerLost', detail: 'ECONNRESET' });
    expect(bridgeMessageOf(`${UNREACHABLE}ECONNREFUSED`)).toEqual({ key: 'unreachable', detail: 'ECONNREFUSED' });
  });
});
