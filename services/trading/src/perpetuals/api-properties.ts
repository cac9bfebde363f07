/** The Swagger property of a text that may be null. */
export const nullableText = { type: String, nullable: true } as const;

/** A positive decimal as a customer writes a price, a size or a level. */
export const DECIMAL_TEXT = /^\d{1,20}(\.\d{1,12})?$/;
