import { DomainError, type Decider } from '@meridian/decider';

/**
 * A customer's authenticator being turned on and off, one stream per customer
 * (`second-factor-<customerId>`). The secret and the codes stay out of the events; they are in
 * `customer_second_factor`, written in the same transaction.
 */
export type AuthenticatorEvent = { type: 'AuthenticatorEnabled'; data: { at: string } } | { type: 'AuthenticatorDisabled'; data: { at: string; by: 'code' | 'recovery-code' } };

export type AuthenticatorCommand =
  | { type: 'EnableAuthenticator'; metadata: { now: string } }
  | { type: 'DisableAuthenticator'; data: { by: 'code' | 'recovery-code' }; metadata: { now: string } };

export const authenticatorStream = (customerId: string) => `second-factor-${customerId}`;

export const authenticatorDecider: Decider<AuthenticatorCommand, AuthenticatorEvent, { enabled: boolean }> = {
  decide(command, state) {
    switch (command.type) {
      case 'EnableAuthenticator':
        if (state.enabled) throw new DomainError('totp.alreadyOn');
        return [{ type: 'AuthenticatorEnabled', data: { at: command.metadata.now } }];
      case 'DisableAuthenticator':
        if (!state.enabled) throw new DomainError('totp.off');
        return [{ type: 'AuthenticatorDisabled', data: { at: command.metadata.now, by: command.data.by } }];
    }
  },
  evolve: (_state, event) => ({ enabled: event.type === 'AuthenticatorEnabled' }),
  initialState: () => ({ enabled: false }),
};
