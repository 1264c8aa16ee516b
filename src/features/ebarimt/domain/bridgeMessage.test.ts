import { describe, expect, it } from 'vitest';
import { bridgeMessageOf } from './bridgeMessage';
import mn from '../texts/ebarimt.mn.json';
import en from '../texts/ebarimt.en.json';

describe('bridgeMessageOf', () => {
  it('the bridge’s own messages become a text of their own, the network cause kept as the detail', () => {
    expect(bridgeMessageOf('answer lost: ECONNRESET')).toEqual({ key: 'answerLost', detail: 'ECONNRESET' });
    expect(bridgeMessageOf('daemon unreachable: ECONNREFUSED')).toEqual({ key: 'unreachable', detail: 'ECONNREFUSED' });
    expect(bridgeMessageOf('answer lost: no answer within 20000 ms')).toEqual({ key: 'answerLost', detail: 'no answer within 20000 ms' });
    expect(bridgeMessageOf('bridge stopped while sending')).toEqual({ key: 'bridgeStopped', detail: '' });
    expect(bridgeMessageOf('no e-barimt settings for this sale’s location')).toEqual({ key: 'noPoint', detail: '' });
    expect(bridgeMessageOf('waits for the receipt it corrects')).toEqual({ key: 'waitsForCorrected', detail: '' });
    expect(bridgeMessageOf('delivery not done yet: nothing issued')).toEqual({ key: 'notDelivered', detail: '' });
  });

  it('the daemon’s refusal is its own words, shown as they are', () => {
    const refusal = 'billIdSuffix талбарын утга тухайн өдөрт давхардсан байна';
    expect(bridgeMessageOf(refusal)).toEqual({ key: null, detail: refusal });
  });

  it('every key has its text in Mongolian and English', () => {
    const keys = ['answerLost', 'unreachable', 'bridgeStopped', 'noPoint', 'nothingToCorrect', 'waitsForCorrected', 'noLine', 'notDelivered'];
    for (const key of keys) {
      expect((mn.message as Record<string, string>)[key]).toBeTruthy();
      expect((en.message as Record<string, string>)[key]).toBeTruthy();
    }
  });
});
