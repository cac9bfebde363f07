import { applyDecorators, Controller, type Type } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, PublishedAs } from '@meridian/http';

/** The optional request-id header of the order routes, as the OpenAPI document describes it. */
export const REQUEST_ID_HEADER = { name: 'Idempotency-Key', required: false, description: 'the same key with the same body answers the first answer again' };

/** A controller of spot routes: under `api/v1`, listed under `spot` in the OpenAPI document. */
export const SpotRoutes = () => applyDecorators(Controller('api/v1'), ApiTags('spot'));

/** One order route, under the id it is published as: what it answers (with its status) and the optional request-id header. */
export const SpotOrderCall = (operationId: string, answer: Type<unknown>, status?: number) =>
  applyDecorators(ApiHeader(REQUEST_ID_HEADER), ApiEnvelope(answer, { status }), PublishedAs(operationId));
