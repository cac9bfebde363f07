import type { OptionView } from '../domain/option-book';

/** An option as its owner reads it: everything but the owner. */
export const presentOption = ({ ownerId: _ownerId, ...option }: OptionView) => option;
export type PresentedOption = ReturnType<typeof presentOption>;
