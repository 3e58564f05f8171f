export * from './analytics-event.ts';
export * from './report-query.ts';
export * from './symbol-source.ts';
export * from './language-figures.ts';
