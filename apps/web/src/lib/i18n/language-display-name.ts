// A chunk of its own for the start-up notice of a missing translation: the language names and their tables for
// engines without them (packages/core/src/locales/names-in) stay out of the first board's JavaScript.
export { displayName } from '@tessera/core';
