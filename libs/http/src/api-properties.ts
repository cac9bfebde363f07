/** The Swagger property of a text that may be null: `@ApiProperty(nullableText)`, or spread with a description. */
export const nullableText = { type: String, nullable: true } as const;
