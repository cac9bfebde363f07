import type { ClientBase } from 'pg';
import { emptyTables, type Projection, type RecordedEvent } from '@meridian/eventstore';
import type { CustomerEvent } from './customer.events';

/**
 * The customers and sessions read models. Run inline in the append's transaction (so a login right
 * after registering finds the account, and the unique e-mail and phone constraints refuse a
 * duplicate registration atomically) and rebuildable from the log like any projection.
 */
export async function projectCustomerEvent(recorded: RecordedEvent, client: ClientBase): Promise<void> {
  if (!recorded.streamId.startsWith('customer-')) return;
  const event = { type: recorded.type, data: recorded.data } as CustomerEvent;
  const customerId = recorded.streamId.slice('customer-'.length);
  switch (event.type) {
    case 'CustomerRegistered': {
      const d = event.data;
      const phoneKey = d.phone ? `+${d.areaCode}${d.phone}` : null;
      await client.query(
        `INSERT INTO customers (id, kind, account_type, email, phone, area_code, phone_key, password_hash, invitation_code,
           invited_by, lang, demo_expires_at, registered_at, version, wallet_address)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
        [customerId, d.kind, d.accountType, d.email, d.phone, d.areaCode, phoneKey, d.passwordHash, d.invitationCode, d.invitedBy, d.lang, d.demoExpiresAt, d.at, recorded.version, d.walletAddress ?? null],
      );
      return;
    }
    case 'SessionOpened':
      await client.query(
        `INSERT INTO customer_sessions (id, customer_id, token_hash, opened_at, expires_at, ip, user_agent) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [event.data.sessionId, customerId, event.data.tokenHash, event.data.at, event.data.expiresAt, event.data.ip, event.data.userAgent],
      );
      break;
    case 'SessionClosed':
      await client.query(`UPDATE customer_sessions SET closed_at = $2, close_reason = $3 WHERE id = $1 AND closed_at IS NULL`, [
        event.data.sessionId,
        event.data.at,
        event.data.reason,
      ]);
      break;
    case 'AllSessionsRevoked':
      await client.query(`UPDATE customer_sessions SET closed_at = $2, close_reason = $3 WHERE customer_id = $1 AND closed_at IS NULL`, [
        customerId,
        event.data.at,
        event.data.reason,
      ]);
      break;
    case 'LoginPasswordChanged':
      await client.query('UPDATE customers SET password_hash = $2, password_changed_at = $3, security_changed_at = $3 WHERE id = $1', [customerId, event.data.passwordHash, event.data.at]);
      break;
    case 'TradePasswordSet':
      // Replacing a trade password is a security change; setting the first one is not.
      await client.query('UPDATE customers SET trade_password_hash = $2, security_changed_at = CASE WHEN $3 THEN security_changed_at ELSE $4 END WHERE id = $1', [
        customerId,
        event.data.tradePasswordHash,
        event.data.first === true,
        event.data.at,
      ]);
      break;
    case 'NicknameChanged':
      await client.query('UPDATE customers SET nickname = $2 WHERE id = $1', [customerId, event.data.nickname]);
      break;
    case 'AvatarChanged':
      await client.query('UPDATE customers SET avatar_id = $2 WHERE id = $1', [customerId, event.data.avatarId]);
      break;
    case 'ContactBound':
      // The unique e-mail and phone keys refuse an address another customer holds, failing the append.
      if (event.data.channel === 'email') {
        await client.query('UPDATE customers SET email = $2, security_changed_at = $3 WHERE id = $1', [customerId, event.data.email, event.data.at]);
      } else {
        const { phone, areaCode, at } = event.data;
        await client.query('UPDATE customers SET phone = $2, area_code = $3, phone_key = $4, security_changed_at = $5 WHERE id = $1', [customerId, phone, areaCode, `+${areaCode}${phone}`, at]);
      }
      break;
    case 'SecurityQuestionSet':
      await client.query('UPDATE customers SET security_question_id = $2, security_answer_hash = $3 WHERE id = $1', [customerId, event.data.questionId, event.data.answerHash]);
      break;
    case 'AntiPhishingPhraseSet':
      await client.query('UPDATE customers SET anti_phishing_phrase = $2 WHERE id = $1', [customerId, event.data.phrase]);
      break;
    default: {
      const unknown: never = event;
      throw new Error(`unknown customer event ${JSON.stringify(unknown)}`);
    }
  }
  await client.query('UPDATE customers SET version = $2 WHERE id = $1', [customerId, recorded.version]);
}

/**
 * Empties the read models for a rebuild from the log. Avatars are kept bytes, not a projection: their
 * rows stay for the AvatarChanged events to name.
 */
export const resetCustomerReadModels = emptyTables('customer_sessions', 'customers');

export const customersProjection: Projection = {
  name: 'identity-customers',
  handle: projectCustomerEvent,
  reset: resetCustomerReadModels,
};
