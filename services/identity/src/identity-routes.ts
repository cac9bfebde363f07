import { applyDecorators, Controller, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import { CustomerAuthGuard, IdempotencyInterceptor } from '@meridian/http';

/**
 * The surfaces identity's routes were pooled in before each use case had its own controller. The
 * OpenAPI document keeps their tags (and, through `PublishedAs`, their operation ids such as
 * `IdentityRestController_logIn`), so the document and the web apps' generated types do not change
 * with the layout.
 */
/** A controller of the legacy protocol's calls (`web/`), answering the legacy envelope; each call carries its request id (`rtoken`). */
export const LegacySurface = () => applyDecorators(UseInterceptors(IdempotencyInterceptor), Controller('web'), ApiTags('IdentityLegacy'));

/** A controller of the versioned REST face of the account (`/api/v1/auth`, `/api/v1/me`); answers carry real HTTP statuses. */
export const AccountSurface = () =>
  applyDecorators(
    Controller('api/v1'),
    ApiTags('identity'),
    // Applied in this order, listed in the document in the other.
    ApiHeader({ name: 'Accept-Language', required: false }),
    ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Same key + same body returns the first answer' }),
  );

/** A controller of the security centre (`/api/v1/security`): the signed-in customer only. */
export const SecuritySurface = () => applyDecorators(ApiTags('security'), ApiBearerAuth(), UseGuards(CustomerAuthGuard));

/** A controller of the customer's profile (`/api/v1/me/...`): the signed-in customer only. */
export const ProfileSurface = () => applyDecorators(ApiTags('identity'), ApiBearerAuth(), UseGuards(CustomerAuthGuard));
