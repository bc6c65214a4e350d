import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './components/password-strength-meter';
import { newPasswordProblem, passwordStrength } from './password-strength';

describe('password strength', () => {
  it.each([
    ['', 0, 'Too short'],
    ['abc', 0, 'Too short'],
    ['password', 0, 'Too common'],
    ['launchpad', 0, 'Too common'],
    ['hunter2go', 1, 'Weak'],
    ['Tr0ub4dor&3', 2, 'Fair'],
    ['Compiler-Pioneer-1952', 4, 'Strong'],
    ['correct horse battery staple', 4, 'Strong'],
  ])('rates %j as %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toMatchObject({ score, label });
  });

  it('counts runs, repeats and the person’s own name against a password', () => {
    expect(passwordStrength('mellow-river-1947').score).toBe(4);
    expect(passwordStrength('mellow-river-1234').score).toBe(3);
    expect(passwordStrength('aaaa-river-stone-x').hint).toMatch(/repeated characters/);
    const personal = passwordStrength('lovelace-river-stone', ['Ada Lovelace', 'ada@example.com']);
    expect(personal.score).toBeLessThan(passwordStrength('lovelace-river-stone').score);
    expect(personal.hint).toBe('Avoid your name or email address.');
  });

  it('refuses only what the server would, plus the most common passwords', () => {
    expect(newPasswordProblem('')).toBe('Choose a password.');
    expect(newPasswordProblem('1234567')).toBe('Use at least 8 characters.');
    expect(newPasswordProblem('12345678')).toMatch(/too common/);
    expect(newPasswordProblem('hunter2go')).toBeNull();
    expect(newPasswordProblem('x'.repeat(129))).toBe('Use at most 128 characters.');
  });
});

describe('password strength meter', () => {
  const filledBars = () => document.querySelectorAll('[data-filled="true"]').length;

  it('explains the rule before anything is typed', () => {
    render(<PasswordStrengthMeter password="" />);
    expect(screen.getByText('Use 8 or more characters. Longer is stronger.')).toBeInTheDocument();
    expect(filledBars()).toBe(0);
  });

  it('fills one bar per level and names it, with a hint to improve', () => {
    const { rerender } = render(<PasswordStrengthMeter password="hunter2go" />);
    expect(screen.getByText('Password strength: Weak')).toBeInTheDocument();
    expect(screen.getByText(/Make it longer/)).toBeInTheDocument();
    expect(filledBars()).toBe(1);

    rerender(<PasswordStrengthMeter password="Compiler-Pioneer-1952" />);
    expect(screen.getByText('Password strength: Strong')).toBeInTheDocument();
    expect(filledBars()).toBe(4);
  });

  it('announces changes politely', () => {
    render(<PasswordStrengthMeter password="short" />);
    expect(screen.getByText('Password strength: Too short').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });
});
