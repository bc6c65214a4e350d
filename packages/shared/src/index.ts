export * from './errors';
export * from './contracts/envelope';
export * from './contracts/health';
export * from './contracts/seo';
export * from './contracts/user';
export * from './domain';
export * from './contracts/auth';
