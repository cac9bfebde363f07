import { createParamDecorator, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { readRequestContext, type RequestContext } from '@meridian/http';
import { SESSION_VERIFIER, type CustomerPrincipal, type SessionVerifier } from '@meridian/runtime';

type Request = Parameters<typeof readRequestContext>[0] & { visitorOrCustomer?: CustomerPrincipal | null };

/**
 * A page open to visitors that says more to a logged-in customer (notices read or unread, today's
 * sign-in): the token, when one is sent and still valid, names the customer; otherwise the caller is a
 * visitor. Never refuses: an expired token reads as a visitor.
 */
@Injectable()
export class VisitorOrCustomerGuard implements CanActivate {
  constructor(@Inject(SESSION_VERIFIER) private readonly sessions: SessionVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const { token } = readRequestContext(req) as RequestContext;
    const check = token ? await this.sessions.verifyCustomer(token) : null;
    req.visitorOrCustomer = check?.ok ? check.principal : null;
    return true;
  }
}

/** The customer behind a `VisitorOrCustomerGuard` route, or null for a visitor. */
export const VisitorOrCustomer = createParamDecorator(
  (_: unknown, host: ExecutionContext) => host.switchToHttp().getRequest<Request>().visitorOrCustomer ?? null,
);
