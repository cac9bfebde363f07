import { isChannelClosedRefusal } from './deposit-refusal';

describe('the deposit address refused', () => {
  it('reads a refusal (code 1) as the network having closed since the catalogue was read', () => {
    expect(isChannelClosedRefusal({ code: 1, message: 'This recharge channel has not been opened yet', status: 400 })).toBe(true);
  });

  it('leaves a dropped connection or a server failure to the retry', () => {
    expect(isChannelClosedRefusal({ code: 'network', message: 'offline' })).toBe(false);
    expect(isChannelClosedRefusal({ code: 500, message: 'request error', status: 500 })).toBe(false);
    expect(isChannelClosedRefusal(undefined)).toBe(false);
  });
});
