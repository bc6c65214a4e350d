import { describe, expect, it } from 'vitest';
import { formationProducts } from './catalog-formation';

describe('company formation products: the government fee', () => {
  it('is described as included in the price, as the product page shows it ("incl. £… government fee")', () => {
    const products = formationProducts();
    const withFee = products.filter((product) => product.filingFeePence > 0);
    expect(withFee.length).toBeGreaterThan(50);
    for (const product of withFee) {
      expect(`${product.summary} ${product.description}`).not.toMatch(/shown separately/);
    }
    const delaware = products.find(
      (product) => product.stateCode === 'DE' && /limited liability/.test(product.summary),
    );
    expect(delaware?.summary).toMatch(/the price includes the \$\d+ state fee\.$/);
  });
});
