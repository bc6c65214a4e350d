export * from './auth';
export * from './catalog';
export * from './mail';
export * from './payments';
export * from './seo';
export * from './users';
