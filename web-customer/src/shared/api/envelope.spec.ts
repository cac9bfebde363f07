import { interpretEnvelope, type EnvelopeContext } from './envelope';

const action: EnvelopeContext = { announceSuccess: true, defaultErrorText: 'request error', defaultReloginText: 'log in again' };
const read: EnvelopeContext = { ...action, announceSuccess: false };

describe('the error catalogue (SPEC section 8)', () => {
  it('returns data on code 0 and shows its message neutrally for an action', () => {
    expect(interpretEnvelope({ code: 0, message: 'Order placed', data: { id: 1 } }, action)).toEqual({
      kind: 'data',
      data: { id: 1 },
      notice: { tone: 'neutral', text: 'Order placed' },
    });
  });

  it('returns data on code 1 and shows its message as a success for an action', () => {
    expect(interpretEnvelope({ code: 1, message: 'Welcome', data: { token: 't' } }, action)).toEqual({
      kind: 'data',
      data: { token: 't' },
      notice: { tone: 'success', text: 'Welcome' },
    });
  });

  it('does not toast the success message of a read', () => {
    expect(interpretEnvelope({ code: 1, message: 'ok', data: { has: 1 } }, read)).toEqual({ kind: 'data', data: { has: 1 }, notice: undefined });
  });

  it('treats code 1 with null data and a message as a refused input, shown as a warning', () => {
    expect(interpretEnvelope({ code: 1, message: 'Wrong password', data: null }, read)).toEqual({
      kind: 'error',
      error: { code: 1, message: 'Wrong password', data: null },
      notice: { tone: 'warning', text: 'Wrong password' },
    });
  });

  it('keeps what a refusal says is missing (the envelope event), e.g. an authenticator code', () => {
    const answer = interpretEnvelope({ code: 1, message: 'Enter the code', data: null, event: 'second_factor_required' }, action);
    expect(answer).toMatchObject({ kind: 'error', error: { code: 1, event: 'second_factor_required' } });
  });

  it('treats code 1 with null data and no message as a plain success', () => {
    expect(interpretEnvelope({ code: 1, message: '', data: null }, action)).toEqual({ kind: 'data', data: null, notice: undefined });
  });

  it('returns the data of code 7 silently', () => {
    expect(interpretEnvelope({ code: 7, message: 'ignored', data: [1, 2] }, action)).toEqual({ kind: 'data', data: [1, 2] });
  });

  it('asks to log in again on code 2000, with the default text when the message is empty', () => {
    expect(interpretEnvelope({ code: 2000, message: null, data: null }, read)).toMatchObject({ kind: 'relogin', message: 'log in again' });
    expect(interpretEnvelope({ code: 2000, message: 'Token expired', data: null }, read)).toMatchObject({ kind: 'relogin', message: 'Token expired' });
  });

  it('logs out after `time` seconds on code 1000, two by default', () => {
    expect(interpretEnvelope({ code: 1000, message: 'Bye', time: 5, data: null }, read)).toMatchObject({ kind: 'forced-logout', afterSeconds: 5 });
    expect(interpretEnvelope({ code: 1000, data: null }, read)).toMatchObject({ kind: 'forced-logout', afterSeconds: 2, notice: undefined });
  });

  it.each([429, 404, 413, 500, 12345])('shows any other code %i as a warning, "request error" by default', (code) => {
    expect(interpretEnvelope({ code, data: { retry_after: 30 } }, read)).toEqual({
      kind: 'error',
      error: { code, message: 'request error', data: { retry_after: 30 } },
      notice: { tone: 'warning', text: 'request error' },
    });
  });
});
