/**
 * The schema GET /board/:id is answered with, in a file of its own, loaded as the first board is fetched: the schema
 * library is not part of the first board's download.
 */
export { BoardSchema } from '@tessera/core';
