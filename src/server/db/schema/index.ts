export * from './public-forms';
export * from './jobs';
