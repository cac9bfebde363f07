import { Inject, Logger } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayConnection } from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import { SESSION_VERIFIER, type SessionVerifier } from '@meridian/runtime';

const customerRoom = (customerId: string) => `customer:${customerId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * `/private`: a customer's own updates. The socket authenticates with the same token as HTTP
 * (`auth: { token }`) and joins its customer's and its session's rooms.
 */
@WebSocketGateway({ namespace: '/private', cors: { origin: true } })
export class PrivateGateway implements OnGatewayConnection {
  private readonly logger = new Logger('push');

  @WebSocketServer() namespace!: Namespace;

  constructor(@Inject(SESSION_VERIFIER) private readonly sessions: SessionVerifier) {}

  async handleConnection(socket: Socket): Promise<void> {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const check = typeof token === 'string' ? await this.sessions.verifyCustomer(token) : { ok: false as const, reason: 'missing' as const };
    if (!check.ok) {
      socket.emit('session', { reason: check.reason === 'demoExpired' ? 'demo-expired' : 'revoked' });
      socket.disconnect(true);
      return;
    }
    await socket.join([customerRoom(check.principal.customerId), sessionRoom(check.principal.sessionId)]);
  }

  emitToCustomer(customerId: string, event: string, payload: unknown): void {
    this.namespace.to(customerRoom(customerId)).emit(event, payload);
  }

  /** `cause` tells the app whether the customer ended it here (`logout`) or it was ended for them. */
  endSession(room: string, cause: string): void {
    this.namespace.to(room).emit('session', { reason: 'revoked', cause });
    this.namespace.in(room).disconnectSockets(true);
  }

  endSessionById(sessionId: string, cause: string): void {
    this.endSession(sessionRoom(sessionId), cause);
  }

  endCustomerSessions(customerId: string, cause: string): void {
    this.logger.debug(`ending sessions of ${customerId}`);
    this.endSession(customerRoom(customerId), cause);
  }
}
