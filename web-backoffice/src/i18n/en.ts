import en from './messages/en.json';

// English defines the back office's words: every other catalogue must have its type (locale-messages.ts)
// and exactly its keys and placeholders (locales.spec.ts).
export { en };
export type AppMessages = typeof en;
