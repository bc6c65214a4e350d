export * from './seo';
export * from './users';
