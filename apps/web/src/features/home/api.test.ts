import { CATALOG_PATHS } from '@launchpad/shared';
import { describe, expect, it } from 'vitest';
import { SECTION_DATA_PATH } from './api';

describe('home page catalogue', () => {
  it('asks the sectionData endpoint the contract names', () => {
    expect(SECTION_DATA_PATH).toBe(CATALOG_PATHS.sectionData);
  });
});
