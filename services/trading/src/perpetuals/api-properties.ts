/** A positive decimal as a customer writes a price, a size or a level. */
export const DECIMAL_TEXT = /^\d{1,20}(\.\d{1,12})?$/;
