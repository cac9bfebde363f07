import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';

/**
 * Describes an answer in the OpenAPI document: the envelope (`code`, `message`, `data`, ...) with
 * `data` one `model`, `{ items: model[] }` (list), `model[]` (array), or one of several models (an array, e.g. the pages of
 * each kind of record). The web apps' response types are generated from it.
 */
export function ApiEnvelope(model: Type<unknown> | Type<unknown>[], options: { list?: boolean; array?: boolean; status?: number } = {}) {
  const models = Array.isArray(model) ? model : [model];
  const one = models.length === 1 ? { $ref: getSchemaPath(models[0]!) } : { oneOf: models.map((m) => ({ $ref: getSchemaPath(m) })) };
  const data = options.list
    ? { type: 'object', required: ['items'], properties: { items: { type: 'array', items: one } } }
    : options.array
      ? { type: 'array', items: one }
      : one;
  return applyDecorators(
    ApiExtraModels(...models),
    ApiResponse({
      status: options.status ?? 200,
      schema: {
        type: 'object',
        required: ['code', 'message', 'data'],
        properties: {
          code: { type: 'integer', example: 0 },
          message: { type: 'string' },
          title: { type: 'string' },
          time: { type: 'integer' },
          event: { type: 'string', nullable: true },
          data,
        },
      },
    }),
  );
}

/**
 * Describes a staff answer in the OpenAPI document, react-admin's shape: `{ data: model }`, or a page
 * `{ data: model[], total }` (list). The back office's record types are generated from it.
 */
export function ApiStaffAnswer(model: Type<unknown>, options: { list?: boolean; status?: number } = {}) {
  const one = { $ref: getSchemaPath(model) };
  const properties: Record<string, object> = options.list ? { data: { type: 'array', items: one }, total: { type: 'integer' } } : { data: one };
  const schema = { type: 'object', required: Object.keys(properties), properties };
  return applyDecorators(ApiExtraModels(model), ApiResponse({ status: options.status ?? 200, schema }));
}
