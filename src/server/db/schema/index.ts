export * from './public-forms';
export * from './jobs';
export * from './accounts';
export * from './cases';
export * from './content';
export * from './legal';
export * from './partners';
export * from './audit';
