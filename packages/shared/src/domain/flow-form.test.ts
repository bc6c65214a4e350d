import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampFlowStep,
  companyTypesFor,
  flowReducer,
  flowStepProblem,
  initialFlowState,
  normaliseFlowState,
  recommendFormation,
  type TFlowAction,
  type TFlowState,
} from './flow-form';

const run = (actions: TFlowAction[], state: TFlowState = initialFlowState()) => actions.reduce(flowReducer, state);

describe('steps 1..4', () => {
  it('does not go on without an answer, nor beyond 4 or before 1', () => {
    let state = run([{ type: 'back' }, { type: 'next' }]);
    expect(state.step).toBe(1);
    expect(flowStepProblem(1, state.answers)).toBe('Choose the country to form the company in.');
    state = run([{ type: 'setCountry', countryCode: 'GB' }, { type: 'next' }], state);
    expect(state.step).toBe(2);
    expect(flowStepProblem(2, state.answers)).toBe('Choose the kind of company.');
    state = run(
      [
        { type: 'setCompanyType', companyType: 'limited' },
        { type: 'next' },
        { type: 'next' },
        { type: 'next' },
        { type: 'next' },
      ],
      state,
    );
    expect(state.step).toBe(4);
    expect(clampFlowStep(0)).toBe(1);
    expect(clampFlowStep(9)).toBe(4);
  });

  it('never leaves the bounds (property)', () => {
    const ready = run([
      { type: 'setCountry', countryCode: 'GB' },
      { type: 'setCompanyType', companyType: 'llp' },
    ]);
    fc.assert(
      fc.property(fc.array(fc.constantFrom<TFlowAction>({ type: 'next' }, { type: 'back' })), (moves) => {
        const state = run(moves, ready);
        expect(state.step).toBeGreaterThanOrEqual(1);
        expect(state.step).toBeLessThanOrEqual(4);
      }),
    );
  });

  it('asks for a US state only in the US, and changing the country clears it (SPEC §5)', () => {
    let state = run([{ type: 'setCountry', countryCode: 'US' }, { type: 'next' }]);
    expect(state.step).toBe(1);
    expect(flowStepProblem(1, state.answers)).toBe('Choose the US state.');
    state = run(
      [
        { type: 'setState', stateCode: 'DE' },
        { type: 'setCompanyType', companyType: 'c-corp' },
      ],
      state,
    );
    expect(flowStepProblem(1, state.answers)).toBeNull();
    state = run([{ type: 'setCountry', countryCode: 'IE' }], state);
    expect(state.answers.stateCode).toBe('');
    expect(state.answers.companyType).toBe('');
    expect(run([{ type: 'setState', stateCode: 'DE' }], state).answers.stateCode).toBe('');
    expect(companyTypesFor('US').map((t) => t.id)).toEqual(['llc', 'c-corp', 's-corp']);
  });

  it('bounds the number of founders', () => {
    const ready = run([
      { type: 'setCountry', countryCode: 'GB' },
      { type: 'setCompanyType', companyType: 'limited' },
    ]);
    expect(flowStepProblem(3, run([{ type: 'setFounders', founders: 0 }], ready).answers)).toMatch(/between 1 and 20/);
    expect(flowStepProblem(3, run([{ type: 'setFounders', founders: 3 }], ready).answers)).toBeNull();
  });
});

describe('recommendations', () => {
  it('recommends formation where the user chose, and the extras asked for', () => {
    const state = run([
      { type: 'setCountry', countryCode: 'US' },
      { type: 'setState', stateCode: 'DE' },
      { type: 'setCompanyType', companyType: 'c-corp' },
      { type: 'setFounders', founders: 2 },
      { type: 'setForeignFounders', value: true },
      { type: 'toggleExtra', extra: 'tradeMark' },
      { type: 'toggleExtra', extra: 'domain' },
      { type: 'toggleExtra', extra: 'bookkeeping' },
      { type: 'toggleExtra', extra: 'bookkeeping' },
    ]);
    const recs = recommendFormation(state.answers);
    expect(recs.map((r) => r.kind)).toEqual(['companyFormation', 'tradeMark', 'domain']);
    expect(recs[0]).toMatchObject({
      title: 'C corporation formation in Delaware, United States',
      countryName: 'United States',
      stateName: 'Delaware',
    });
    expect(recs[0]?.reason).toContain('2 founders');
  });

  it('does not sell a formation to a sole trader', () => {
    const state = run([
      { type: 'setCountry', countryCode: 'GB' },
      { type: 'setCompanyType', companyType: 'sole' },
    ]);
    expect(recommendFormation(state.answers).map((r) => r.kind)).toEqual(['bookkeeping']);
    expect(recommendFormation(initialFlowState().answers)).toEqual([]);
  });

  it('restores stored answers, dropping what is not valid', () => {
    expect(
      normaliseFlowState({ step: 12, answers: { countryCode: 'GB', founders: -1, extras: ['domain', 'x'] } }),
    ).toEqual({
      step: 4,
      answers: {
        countryCode: 'GB',
        stateCode: '',
        companyType: '',
        founders: 1,
        foreignFounders: false,
        extras: ['domain'],
      },
    });
    expect(normaliseFlowState('junk')).toEqual(initialFlowState());
  });
});
