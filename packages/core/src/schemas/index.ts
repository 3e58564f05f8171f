export * from './tile.ts';
export * from './board.ts';
export * from './communicator.ts';
export * from './settings.ts';
export * from './user.ts';
export * from './report.ts';
export * from './paged-list.ts';
export * from './symbol.ts';
