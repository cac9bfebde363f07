import { timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { PLATFORM_CONFIG } from '@meridian/runtime';
import { AppError } from './app-error';

/**
 * For `/internal/v1` routes, called by the other services' processes in the distributed profile:
 * the edge proxy never routes `/internal/`, and the caller must present the shared INTERNAL_TOKEN.
 */
@Injectable()
export class InternalCallerGuard implements CanActivate {
  constructor(@Inject(PLATFORM_CONFIG) private readonly config: { internalToken: string }) {}

  canActivate(context: ExecutionContext): boolean {
    const presented = context.switchToHttp().getRequest<Request>().header('x-internal-token') ?? '';
    const expected = Buffer.from(this.config.internalToken);
    const given = Buffer.from(presented);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw AppError.forbidden();
    return true;
  }
}
