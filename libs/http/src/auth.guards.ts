import { createParamDecorator, Inject, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { SESSION_VERIFIER, type CustomerPrincipal, type SessionVerifier, type StaffPrincipal, type StaffRole } from '@meridian/runtime';
import { AppError } from './app-error';
import { pathOf } from './http-exchange';
import { readRequestContext, type RequestShape } from './request-context';

type WithPrincipals = RequestShape & { customer?: CustomerPrincipal; staff?: StaffPrincipal };

/** Customer routes: a missing, expired or revoked token answers 2000 (re-login); an expired demo 1000. */
@Injectable()
export class CustomerAuthGuard implements CanActivate {
  constructor(@Inject(SESSION_VERIFIER) private readonly sessions: SessionVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<WithPrincipals>();
    req.customer = await authenticateCustomer(this.sessions, readRequestContext(req).token);
    return true;
  }
}

/** The customer a token belongs to, or the refusal the guard answers. */
export async function authenticateCustomer(sessions: SessionVerifier, token: string | null): Promise<CustomerPrincipal> {
  if (!token) throw AppError.reLogin('auth.loginRequired');
  const check = await sessions.verifyCustomer(token);
  if (!check.ok) {
    if (check.reason === 'demoExpired') throw AppError.forcedLogout('auth.demoExpired', 2);
    throw AppError.reLogin(check.reason === 'missing' ? 'auth.loginRequired' : 'auth.sessionExpired');
  }
  return check.principal;
}

export const CurrentCustomer = createParamDecorator((_: unknown, host: ExecutionContext) => {
  const customer = host.switchToHttp().getRequest<WithPrincipals>().customer;
  if (!customer) throw new Error('CurrentCustomer used on a route without CustomerAuthGuard');
  return customer;
});

const ROLES_KEY = 'meridian:roles';

/** The staff roles that may call a back-office route. Auditors belong only on reading routes. */
export const Roles = (...roles: StaffRole[]) => SetMetadata(ROLES_KEY, roles);

@Injectable()
export class StaffAuthGuard implements CanActivate {
  constructor(
    @Inject(SESSION_VERIFIER) private readonly sessions: SessionVerifier,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<WithPrincipals>();
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!token) throw AppError.reLogin('auth.loginRequired');
    const check = await this.sessions.verifyStaff(token);
    if (!check.ok) throw check.reason === 'disabled' ? new AppError('auth.staffDisabled', 403, 403) : AppError.reLogin('auth.sessionExpired');
    const allowed = this.reflector.getAllAndOverride<StaffRole[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (!allowed) throw new Error(`staff route ${req.method} ${pathOf(req)} declares no @Roles`);
    if (!check.principal.roles.some((role) => allowed.includes(role))) throw AppError.forbidden();
    req.staff = check.principal;
    return true;
  }
}

export const CurrentStaff = createParamDecorator((_: unknown, host: ExecutionContext) => {
  const staff = host.switchToHttp().getRequest<WithPrincipals>().staff;
  if (!staff) throw new Error('CurrentStaff used on a route without StaffAuthGuard');
  return staff;
});
