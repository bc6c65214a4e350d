import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBusinessNameContent } from '@launchpad/shared';
import { describe, expect, it, vi } from 'vitest';
import { BrandNames } from '../components/brand-names';

type TNames = TBusinessNameContent['business_names'];

const names: TNames = [
  { name: 'Pawander', style: 'blend', rationale: 'paw and wander', domain: 'pawander.com', available: true },
  { name: 'Walkwise', style: 'affix', rationale: 'walk with -wise', domain: 'walkwise.com', available: false },
  { name: 'Dognest', style: 'compound', rationale: 'dog and nest', domain: 'dognest.com', available: null },
];

const show = (list: TNames, registry?: TBusinessNameContent['registry'], onSelect = vi.fn()) =>
  render(<BrandNames names={list} registry={registry} selected={null} onSelect={onSelect} />);

describe('brand names: what the registry said', () => {
  it('marks each domain available, taken or could not check', () => {
    show(names, { name: 'Namecheap', test: false });
    expect(screen.getByText('pawander.com available')).toBeInTheDocument();
    expect(screen.getByText('walkwise.com taken')).toBeInTheDocument();
    expect(screen.getByText('dognest.com · could not check')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Checked with Namecheap');
  });

  it('says plainly when the built-in test registry answered', () => {
    show(names, { name: 'the built-in test registry', test: true });
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Checked with the built-in test registry, not a real registry');
    expect(note).toHaveTextContent('may already be taken');
  });

  it('says the registry could not be reached when no domain was checked', () => {
    show(
      names.map((n) => ({ ...n, available: null })),
      { name: 'the built-in test registry', test: true },
    );
    expect(screen.getByRole('note')).toHaveTextContent('We could not reach the built-in test registry');
  });

  it('shows no note for names built before the registry was recorded, and picks a name on click', async () => {
    const onSelect = vi.fn();
    show(names, undefined, onSelect);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Walkwise/ }));
    expect(onSelect).toHaveBeenCalledWith('Walkwise');
  });
});
