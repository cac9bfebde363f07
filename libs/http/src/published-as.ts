import { ApiOperation } from '@nestjs/swagger';

/**
 * The id a route is published under in the OpenAPI document. Each use case has its own controller,
 * while the ids clients already know come from the controllers routes were first pooled in
 * (`FundingController_deposit`): pinned here, the document and the clients generated from it do not
 * change with the layout of the code. Without a summary none is written (ApiOperation alone would
 * add an empty one).
 */
export const PublishedAs = (operationId: string, summary?: string) => ApiOperation({ operationId, summary });
