import { en } from './en';

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
