import type { ClientBase } from 'pg';
import { emptyTables, type Projection, type RecordedEvent } from '@meridian/eventstore';
import type { CustomerEvent } from './customer.events';
import { identityReadModels } from '../identity.read-models';
import { Customer } from './read-models/customer.entity';

/**
 * The customers and sessions read models. Run inline in the append's transaction (so a login right
 * after registering finds the account, and the unique e-mail and phone constraints refuse a
 * duplicate registration atomically) and rebuildable from the log like any projection.
 */
export async function projectCustomerEvent(recorded: RecordedEvent, client: ClientBase): Promise<void> {
  if (!recorded.streamId.startsWith('customer-')) return;
  const event = { type: recorded.type, data: recorded.data } as CustomerEvent;
  const customerId = recorded.streamId.slice('customer-'.length);
  const customers = (await identityReadModels.on(client)).getRepository(Customer);
  /** Every event moves the row to the stream's version. */
  const set = async (changes: Partial<Customer>) => {
    await customers.update(customerId, { ...changes, version: recorded.version });
  };
  switch (event.type) {
    case 'CustomerRegistered': {
      const d = event.data;
      const phoneKey = d.phone ? `+${d.areaCode}${d.phone}` : null;
      await customers.insert({
        id: customerId,
        kind: d.kind,
        accountType: d.accountType,
        email: d.email,
        phone: d.phone,
        areaCode: d.areaCode,
        phoneKey,
        passwordHash: d.passwordHash,
        invitationCode: d.invitationCode,
        invitedBy: d.invitedBy,
        lang: d.lang,
        demoExpiresAt: d.demoExpiresAt === null ? null : new Date(d.demoExpiresAt),
        registeredAt: new Date(d.at),
        version: recorded.version,
        walletAddress: d.walletAddress ?? null,
      });
      return;
    }
    // Sessions hold their tokens' hashes: security state, kept in SQL rather than as a read model entity.
    case 'SessionOpened':
      await client.query(
        `INSERT INTO customer_sessions (id, customer_id, token_hash, opened_at, expires_at, ip, user_agent) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [event.data.sessionId, customerId, event.data.tokenHash, event.data.at, event.data.expiresAt, event.data.ip, event.data.userAgent],
      );
      return set({});
    case 'SessionClosed':
      await client.query(`UPDATE customer_sessions SET closed_at = $2, close_reason = $3 WHERE id = $1 AND closed_at IS NULL`, [
        event.data.sessionId,
        event.data.at,
        event.data.reason,
      ]);
      return set({});
    case 'AllSessionsRevoked':
      await client.query(`UPDATE customer_sessions SET closed_at = $2, close_reason = $3 WHERE customer_id = $1 AND closed_at IS NULL`, [
        customerId,
        event.data.at,
        event.data.reason,
      ]);
      return set({});
    case 'LoginPasswordChanged': {
      const at = new Date(event.data.at);
      return set({ passwordHash: event.data.passwordHash, passwordChangedAt: at, securityChangedAt: at });
    }
    case 'TradePasswordSet': {
      // Replacing a trade password is a security change; setting the first one is not.
      const replaced = event.data.first === true ? {} : { securityChangedAt: new Date(event.data.at) };
      return set({ tradePasswordHash: event.data.tradePasswordHash, ...replaced });
    }
    case 'NicknameChanged':
      return set({ nickname: event.data.nickname });
    case 'AvatarChanged':
      return set({ avatarId: event.data.avatarId });
    case 'ContactBound': {
      // The unique e-mail and phone keys refuse an address another customer holds, failing the append.
      const securityChangedAt = new Date(event.data.at);
      if (event.data.channel === 'email') return set({ email: event.data.email, securityChangedAt });
      const { phone, areaCode } = event.data;
      return set({ phone, areaCode, phoneKey: `+${areaCode}${phone}`, securityChangedAt });
    }
    case 'SecurityQuestionSet':
      return set({ securityQuestionId: event.data.questionId, securityAnswerHash: event.data.answerHash });
    case 'AntiPhishingPhraseSet':
      return set({ antiPhishingPhrase: event.data.phrase });
    default: {
      const unknown: never = event;
      throw new Error(`unknown customer event ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * Empties the read models for a rebuild from the log. Avatars are kept bytes, not a projection: their
 * rows stay for the AvatarChanged events to name.
 */
export const resetCustomerReadModels = async (client: ClientBase): Promise<void> => {
  await emptyTables('customer_sessions')(client);
  await identityReadModels.emptied(Customer)(client);
};

export const customersProjection: Projection = {
  name: 'identity-customers',
  handle: projectCustomerEvent,
  reset: resetCustomerReadModels,
};
