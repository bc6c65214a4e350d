/** A seeded article: Markdown body, written for Launchpad's founders. `daysAgo` sets its published date. */
export type TArticleSeed = {
  slug: string;
  title: string;
  summary: string;
  category: string;
  tags: string[];
  author: string;
  daysAgo: number;
  body: string;
};
