export * from './countries';
export * from './dates';
export * from './initials';
export * from './money';
export * from './pagination';
export * from './cards';
