export * from './css-analyzer';
export type * from './analysis-types';
