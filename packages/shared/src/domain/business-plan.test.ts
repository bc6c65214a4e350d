import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUSINESS_PLAN_LAST_STEP,
  BUSINESS_PLAN_LISTS,
  BUSINESS_PLAN_STEPS,
  businessPlanFilename,
  businessPlanImageProblem,
  businessPlanProgress,
  businessPlanReducer,
  clampBusinessPlanStep,
  emptyBusinessPlan,
  filledItems,
  initialBusinessPlanState,
  normaliseBusinessPlanState,
  type TBusinessPlanAction,
} from './business-plan';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('steps', () => {
  it('has 13 steps and stays within 1..13 going forward and back', () => {
    expect(BUSINESS_PLAN_STEPS).toHaveLength(13);
    let state = initialBusinessPlanState();
    expect(state.step).toBe(1);
    state = businessPlanReducer(state, { type: 'back' });
    expect(state.step).toBe(1);
    for (let i = 0; i < 20; i += 1) state = businessPlanReducer(state, { type: 'next' });
    expect(state.step).toBe(BUSINESS_PLAN_LAST_STEP);
    expect(businessPlanReducer(state, { type: 'goTo', step: 99 }).step).toBe(13);
    expect(businessPlanReducer(state, { type: 'goTo', step: -3 }).step).toBe(1);
    expect(clampBusinessPlanStep(Number.NaN)).toBe(1);
    expect(clampBusinessPlanStep(7.8)).toBe(7);
  });

  it('shows progress from 0 to 100', () => {
    expect(businessPlanProgress(1)).toBe(0);
    expect(businessPlanProgress(7)).toBe(50);
    expect(businessPlanProgress(13)).toBe(100);
  });

  it('never leaves the bounds whatever the moves (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<TBusinessPlanAction>({ type: 'next' }, { type: 'back' })), (moves) => {
        const state = moves.reduce(businessPlanReducer, initialBusinessPlanState());
        expect(state.step).toBeGreaterThanOrEqual(1);
        expect(state.step).toBeLessThanOrEqual(13);
      }),
    );
  });
});

describe('formData lists', () => {
  it('start at the SPEC §3 sizes', () => {
    const data = emptyBusinessPlan();
    expect(data.problemList).toHaveLength(5);
    expect(data.solutionList).toHaveLength(5);
    expect(data.notes).toHaveLength(1);
    expect(data.targetMarkets).toHaveLength(5);
    expect(data.competitors).toHaveLength(1);
    expect(data.salesChannelsList).toHaveLength(5);
    expect(data.marketingActivities).toHaveLength(5);
    expect(data.milestones).toHaveLength(1);
    expect(data.teamMembers).toHaveLength(1);
    expect(data.resources).toHaveLength(1);
  });

  it('sets an entry, grows one-entry lists up to their limit, keeps five-entry lists at five', () => {
    let state = initialBusinessPlanState();
    state = businessPlanReducer(state, { type: 'setListItem', list: 'problemList', index: 2, value: 'Slow invoices' });
    expect(state.formData.problemList[2]).toBe('Slow invoices');
    expect(businessPlanReducer(state, { type: 'addListItem', list: 'problemList' })).toBe(state);
    expect(businessPlanReducer(state, { type: 'setListItem', list: 'problemList', index: 5, value: 'x' })).toBe(state);

    for (let i = 0; i < 20; i += 1) state = businessPlanReducer(state, { type: 'addListItem', list: 'competitors' });
    expect(state.formData.competitors).toHaveLength(BUSINESS_PLAN_LISTS.competitors.max);
    state = businessPlanReducer(state, {
      type: 'setListItem',
      list: 'competitors',
      index: 0,
      value: { name: 'Rival', strengths: 'Big', weaknesses: 'Slow', extra: 'ignored' },
    });
    expect(state.formData.competitors[0]).toEqual({ name: 'Rival', strengths: 'Big', weaknesses: 'Slow' });
    state = businessPlanReducer(state, { type: 'removeListItem', list: 'competitors', index: 0 });
    expect(state.formData.competitors).toHaveLength(BUSINESS_PLAN_LISTS.competitors.max - 1);
  });

  it('empties the slot instead of shrinking below the initial size', () => {
    let state = businessPlanReducer(initialBusinessPlanState(), {
      type: 'setListItem',
      list: 'teamMembers',
      index: 0,
      value: { name: 'Ada', role: 'CEO', bio: '' },
    });
    state = businessPlanReducer(state, { type: 'removeListItem', list: 'teamMembers', index: 0 });
    expect(state.formData.teamMembers).toEqual([{ name: '', role: '', bio: '' }]);
  });

  it('cuts text to its limit and resets everything', () => {
    let state = businessPlanReducer(initialBusinessPlanState(), {
      type: 'setText',
      field: 'companyName',
      value: 'x'.repeat(500),
    });
    expect(state.formData.companyName).toHaveLength(120);
    state = businessPlanReducer(state, { type: 'next' });
    expect(businessPlanReducer(state, { type: 'reset' })).toEqual(initialBusinessPlanState());
  });

  it('keeps only blank-free entries for the document', () => {
    expect(filledItems(['a', ' ', ''])).toEqual(['a']);
    expect(
      filledItems([
        { name: '', role: '' },
        { name: 'x', role: '' },
      ]),
    ).toEqual([{ name: 'x', role: '' }]);
  });
});

describe('image', () => {
  it('accepts PNG, JPEG and WebP data URLs under the limit, refuses the rest', () => {
    expect(businessPlanImageProblem('')).toBeNull();
    expect(businessPlanImageProblem(PNG)).toBeNull();
    expect(businessPlanImageProblem('data:image/gif;base64,R0lGOD')).toMatch(/PNG, JPEG or WebP/);
    expect(businessPlanImageProblem('https://example.com/a.png')).toMatch(/could not be read/);
    expect(businessPlanImageProblem(`data:image/png;base64,${'A'.repeat(600_000)}`)).toMatch(/too large/);
    const state = businessPlanReducer(initialBusinessPlanState(), {
      type: 'setImage',
      value: 'data:text/html;base64,AA==',
    });
    expect(state.formData.image).toBe('');
    expect(businessPlanReducer(state, { type: 'setImage', value: PNG }).formData.image).toBe(PNG);
  });
});

describe('stored data', () => {
  it('brings old or tampered data back to a valid state', () => {
    const state = normaliseBusinessPlanState({
      step: 40,
      formData: {
        companyName: 'Acme',
        problemList: ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
        competitors: 'nope',
        image: 'x',
      },
    });
    expect(state.step).toBe(13);
    expect(state.formData.companyName).toBe('Acme');
    expect(state.formData.problemList).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(state.formData.competitors).toHaveLength(1);
    expect(state.formData.image).toBe('');
    expect(normaliseBusinessPlanState(null)).toEqual(initialBusinessPlanState());
  });
});

describe('file name', () => {
  it('is named after the company, made safe', () => {
    expect(businessPlanFilename('Acme Ltd', 'pdf')).toBe('Acme Ltd - business plan.pdf');
    expect(businessPlanFilename('A/B: "C"', 'docx')).toBe('A B C - business plan.docx');
    expect(businessPlanFilename('  ', 'pdf')).toBe('business-plan.pdf');
  });
});
