/**
 * The values of a string union of the generated API types (`ApiModel<'LoanStaffResponseDto'>['status']`)
 * as a list, in the order written. Types are gone at run time, so the values are written out once,
 * but as a `Record` over the union: the compiler refuses a value the API does not have and a list that
 * misses one, so a status the server adds fails the back office's typecheck instead of silently missing
 * from a filter. A value set to `false` is known and left out of the list on purpose (say why beside it).
 */
export const valuesOf = <Union extends string>(values: Record<Union, boolean>): Union[] =>
  (Object.keys(values) as Union[]).filter((value) => values[value]);
