import { catalogEndpoints, contentEndpoints } from '@launchpad/shared';
import { describe, expect, it } from 'vitest';
import { HIGHLIGHTS_PATH, SECTION_DATA_PATH } from './api';

describe('home page catalogue', () => {
  it('asks the sectionData endpoint the contract names', () => {
    expect(SECTION_DATA_PATH).toBe(catalogEndpoints.sectionData.path);
  });

  it('asks the highlights endpoint the contract names', () => {
    expect(HIGHLIGHTS_PATH).toBe(contentEndpoints.highlights.path);
  });
});
