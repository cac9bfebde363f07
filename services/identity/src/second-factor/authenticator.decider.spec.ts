import { deciderSpec } from '@meridian/testing';
import { authenticatorDecider, type AuthenticatorCommand, type AuthenticatorEvent } from './authenticator.decider';

const spec = deciderSpec(authenticatorDecider.decide, authenticatorDecider.evolve, authenticatorDecider.initialState);
const now = '2026-11-26T10:00:00.000Z';
const enable: AuthenticatorCommand = { type: 'EnableAuthenticator', metadata: { now } };
const disable = (by: 'code' | 'recovery-code'): AuthenticatorCommand => ({ type: 'DisableAuthenticator', data: { by }, metadata: { now } });
const enabled: AuthenticatorEvent = { type: 'AuthenticatorEnabled', data: { at: now } };
const disabled = (by: 'code' | 'recovery-code'): AuthenticatorEvent => ({ type: 'AuthenticatorDisabled', data: { at: now, by } });

describe('the authenticator as a second factor', () => {
  it('turns on once', () => spec.given([]).when(enable).then([enabled]));
  it('refuses to turn on what is already on', () => spec.given([enabled]).when(enable).thenThrows('totp.alreadyOn'));
  it('turns off, recording whether a recovery code did it', () => spec.given([enabled]).when(disable('recovery-code')).then([disabled('recovery-code')]));
  it('refuses to turn off what is off', () => spec.given([enabled, disabled('code')]).when(disable('code')).thenThrows('totp.off'));
  it('turns on again after being turned off', () => spec.given([enabled, disabled('code')]).when(enable).then([enabled]));
});
