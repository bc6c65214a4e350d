import type { TArticleSeed } from './articles-types';

// Issue 9: filled by the content writers.
export const LEARN_ARTICLES: TArticleSeed[] = [];
