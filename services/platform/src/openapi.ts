import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

/** The OpenAPI document, generated from the controllers and their DTOs: served at /api/v1/openapi.json, and the web apps' API types. */
export function openApiDocument(app: INestApplication): OpenAPIObject {
  return SwaggerModule.createDocument(app, new DocumentBuilder().setTitle('Meridian platform API').setVersion('1').addBearerAuth().build());
}
