/** The optional request-id header of the order routes, as the OpenAPI document describes it. */
export const REQUEST_ID_HEADER = { name: 'Idempotency-Key', required: false, description: 'the same key with the same body answers the first answer again' };
