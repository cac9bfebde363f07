import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';

/**
 * Describes an answer in the OpenAPI document: the envelope (`code`, `message`, `data`, ...) with
 * `data` one `model`, or `{ items: model[] }`. The web apps' response types are generated from it.
 */
export function ApiEnvelope(model: Type<unknown>, options: { list?: boolean; status?: number } = {}) {
  const one = { $ref: getSchemaPath(model) };
  const data = options.list ? { type: 'object', required: ['items'], properties: { items: { type: 'array', items: one } } } : one;
  return applyDecorators(
    ApiExtraModels(model),
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
