import { CATALOG_PATHS, CONTENT_PATHS } from '@launchpad/shared';
import { describe, expect, it } from 'vitest';
import { HIGHLIGHTS_PATH, SECTION_DATA_PATH } from './api';

describe('home page catalogue', () => {
  it('asks the sectionData endpoint the contract names', () => {
    expect(SECTION_DATA_PATH).toBe(CATALOG_PATHS.sectionData);
  });

  it('asks the highlights endpoint the contract names', () => {
    expect(HIGHLIGHTS_PATH).toBe(CONTENT_PATHS.highlights);
  });
});
