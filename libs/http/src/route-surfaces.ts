import { applyDecorators, Controller, HttpCode, Post, UseGuards, UseInterceptors, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiExcludeController, ApiTags } from '@nestjs/swagger';
import type { StaffRole } from '@meridian/runtime';
import { ApiStaffAnswer } from './api-envelope';
import { CustomerAuthGuard, Roles, StaffAuthGuard } from './auth.guards';
import { GroupCommitIdempotencyInterceptor } from './group-commit-idempotency.interceptor';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { InternalCallerGuard } from './internal-caller.guard';

/*
 * The headers every controller of one kind carries, written once. Each is applied in the order the
 * stacked decorators were (the last listed first), so the OpenAPI document does not change.
 */

/** A back-office controller: listed under `admin`, a staff bearer token, every route behind `StaffAuthGuard` (its roles with `@Roles`). */
export const StaffRoutes = (path: string) =>
  applyDecorators(UseGuards(StaffAuthGuard), Controller(path), ApiBearerAuth(), ApiTags('admin'));

/** A controller of the signed-in customer's routes under one OpenAPI tag: a bearer token, every route behind `CustomerAuthGuard`. */
export const CustomerRoutes = (tag: string, path: string) =>
  applyDecorators(UseGuards(CustomerAuthGuard), Controller(path), ApiBearerAuth(), ApiTags(tag));

/** A controller of the signed-in customer's calls of the legacy protocol (`web/`): a request id (`rtoken`) on each. */
export const LegacyCustomerRoutes = () =>
  applyDecorators(UseInterceptors(IdempotencyInterceptor), UseGuards(CustomerAuthGuard), Controller('web'), ApiTags('legacy'));

/** A staff route's roles and its answer in react-admin's shape (`ApiStaffAnswer`). */
export const StaffAnswer = (roles: readonly StaffRole[], model: Type<unknown>, options?: Parameters<typeof ApiStaffAnswer>[1]) =>
  applyDecorators(ApiStaffAnswer(model, options), Roles(...roles));

/** One route of the signed-in customer in a controller that has others: a bearer token, asked once per request id (`Idempotency-Key`). */
export const IdempotentCustomerRoute = () => applyDecorators(UseInterceptors(IdempotencyInterceptor), UseGuards(CustomerAuthGuard), ApiBearerAuth());

/** One route of the signed-in customer in a controller that has others (public ones, say): a bearer token. */
export const CustomerRoute = () => applyDecorators(UseGuards(CustomerAuthGuard), ApiBearerAuth());

/** One route of the signed-in customer whose answer a trading core records in its group commit, under the request id. */
export const GroupCommitCustomerRoute = () =>
  applyDecorators(UseInterceptors(GroupCommitIdempotencyInterceptor), UseGuards(CustomerAuthGuard), ApiBearerAuth());

/** A port's routes for the other services' processes (the distributed profile): behind `InternalCallerGuard`, left out of the OpenAPI document. */
export const InternalRoutes = (path: string) => applyDecorators(UseGuards(InternalCallerGuard), Controller(path), ApiExcludeController());

/** One call of a port over HTTP: a POST answered 200. */
export const InternalCall = (path: string) => applyDecorators(HttpCode(200), Post(path));
