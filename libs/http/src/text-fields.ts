import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** The message key of each way a text field is refused; a way left out answers class-validator's default (`field.invalid` at the edge). */
export interface TextRefusals {
  /** Not a string. */
  invalid?: string;
  /** Longer than the field allows. */
  tooLong?: string;
  /** The empty string: given, the field must not be empty. */
  empty?: string;
}

const messageOf = (key: string | undefined) => (key === undefined ? undefined : { message: key });

/*
 * Each constraint is registered in the order the stacked decorators it replaces were (the lowest
 * first), so the first one a value fails, the one the customer is answered with, stays the same.
 */
const textRules = (max: number, refusals: TextRefusals) => [
  MaxLength(max, messageOf(refusals.tooLong)),
  ...(refusals.empty === undefined ? [] : [IsNotEmpty(messageOf(refusals.empty))]),
  IsString(messageOf(refusals.invalid)),
];

/** A required string of at most `max` characters in a request, as the OpenAPI document describes it (`doc`). */
export const TextField = (max: number, refusals: TextRefusals = {}, doc: ApiPropertyOptions = {}) =>
  applyDecorators(...textRules(max, refusals), ApiProperty(doc));

/** An optional string of at most `max` characters in a request. */
export const OptionalTextField = (max: number, refusals: TextRefusals = {}, doc: ApiPropertyOptions = {}) =>
  applyDecorators(...textRules(max, refusals), IsOptional(), ApiPropertyOptional(doc));

/** A plain non-negative decimal as text, as money and rates are sent: digits, a point, digits (no sign, exponent or hex). */
export const PLAIN_DECIMAL = /^\d{1,20}(\.\d{1,18})?$/;

/** A required non-negative decimal in a request (`"10"`, `"0.001"`), refused with `field.invalid` naming the field otherwise. */
export const DecimalTextField = (doc: ApiPropertyOptions = {}) =>
  applyDecorators(Matches(PLAIN_DECIMAL), IsString(), ApiProperty({ type: String, pattern: PLAIN_DECIMAL.source, ...doc }));
