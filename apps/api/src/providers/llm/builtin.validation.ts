import type { TValidationContent } from '@launchpad/shared';
import { agree, capitalise, joinList, singularPhrase } from './builtin.grammar';
import type { TContext } from './builtin.text';

// The validation plan and the interview script: the riskiest beliefs behind the canvas, each with an
// experiment that can fail, and questions about what customers did rather than what they might do.

export function writeValidation(c: TContext): TValidationContent {
  const channel = c.channels[0]!;
  const alternative = c.alternatives[0]!;
  const budget = c.money(c.b2b ? 400 : 200);
  const perSignUp = c.money(c.b2b ? 40 : 10);
  return {
    summary: `Test the riskiest beliefs behind ${c.business} first: that ${c.customer} feel the problem, and that they will pay ${c.price}.`,
    assumptions: [
      {
        id: 'A1',
        statement: `${c.customer} ${c.inMarket} ${agree(c.customer, 'have', 'has')} a problem that ${c.offering} would solve, often enough to pay for it.`,
        risk: 'high',
        canvas_box: 'Problem',
      },
      {
        id: 'A2',
        statement: `${c.customer} will pay ${c.price} for ${c.offering}.`,
        risk: 'high',
        canvas_box: 'RevenueStreams',
      },
      {
        id: 'A3',
        statement: `${capitalise(channel)} can reach ${c.customer} at a cost that leaves a margin.`,
        risk: 'medium',
        canvas_box: 'Channels',
      },
      {
        id: 'A4',
        statement: `${c.customer} ${agree(c.customer, 'prefer', 'prefers')} ${c.offering} to ${alternative}.`,
        risk: 'medium',
        canvas_box: 'UniqueValueProposition',
      },
      {
        id: 'A5',
        statement: `${capitalise(c.costs[0]!)} can be kept low enough to leave a healthy margin at ${c.price}.`,
        risk: c.model.capital_heavy ? 'high' : 'medium',
        canvas_box: 'CostStructure',
      },
    ],
    experiments: [
      {
        id: 'E1',
        assumption_id: 'A1',
        name: `Problem interviews with ${c.customer}`,
        method: `Talk to 10 ${c.customer} ${c.inMarket} about the last time they needed ${c.offering}; ask what happened and do not pitch.`,
        success_metric: '7 of 10 describe the problem without being prompted',
        duration_days: 7,
      },
      {
        id: 'E2',
        assumption_id: 'A2',
        name: `Pre-sale of ${c.offering}`,
        method: `Offer ${c.offering} at ${c.price} on a simple landing page and ${c.model.presale}.`,
        success_metric: c.b2b
          ? '3 of the first 20 businesses contacted pay or sign a letter of intent'
          : 'At least 5% of visitors pay or leave a deposit',
        duration_days: 14,
      },
      {
        id: 'E3',
        assumption_id: 'A3',
        name: `Channel test: ${channel}`,
        method: `Spend a fixed budget${budget ? ` of ${budget}` : ''} reaching ${c.customer} through ${channel}.`,
        success_metric: perSignUp
          ? `Sign-ups cost less than ${perSignUp} each`
          : 'Sign-ups cost less than a tenth of the first price',
        duration_days: 10,
      },
      {
        id: 'E4',
        assumption_id: 'A4',
        name: 'Concierge test',
        method: `Deliver ${c.offering} by hand to five ${c.customer} and ask them to compare the experience with ${alternative}.`,
        success_metric: '4 of 5 would be disappointed to lose it',
        duration_days: 21,
      },
      {
        id: 'E5',
        assumption_id: 'A5',
        name: 'Cost check',
        method: `Get two quotes for ${joinList(c.costs.slice(0, 2))} and work out the margin at ${c.price}.`,
        success_metric: `A gross margin of at least ${c.model.capital_heavy ? 40 : 60}% at that price`,
        duration_days: 7,
      },
    ],
  };
}

export function writeInterview(c: TContext) {
  const one = singularPhrase(c.customer);
  // Asked of the customers, so about their own work: a café's baristas and peak hours, not our roadmap.
  const work = c.customerTrade?.operations ?? c.operations;
  return {
    introduction: `Questions for ${c.customer} ${c.inMarket}. Ask about what they did in the past, not what they might do, and listen for how they get ${c.offering} today.`,
    questions: [
      {
        question: `When did you last need ${c.offering}? Talk me through what happened.`,
        purpose: 'Real behaviour, not opinions',
      },
      {
        question: `What did you use: ${joinList(c.alternatives.slice(0, 2), 'or')}, or something else? Why that?`,
        purpose: 'Existing alternatives',
      },
      { question: 'What was the hardest or most annoying part?', purpose: 'Size of the problem' },
      ...(work.length > 1
        ? [
            {
              question: `How do you deal with ${joinList(work.slice(-2))} today, and what does it cost you?`,
              purpose: 'How the trade works for them',
            },
          ]
        : []),
      c.b2b
        ? {
            question: `Who at your ${one} decides on spending like this, and from which budget?`,
            purpose: 'How the buying decision is made',
          }
        : { question: 'Who else had a say in the decision?', purpose: 'How the buying decision is made' },
      { question: 'What did it cost you last time, in money and in time?', purpose: 'Willingness to pay' },
      {
        question: 'Where do you look for advice or recommendations on this?',
        purpose: `Channels to reach ${c.customer}`,
      },
      ...(c.endUser
        ? [
            {
              question: `How do your ${c.endUser} feel about the way this works today?`,
              purpose: 'The end users’ view',
            },
          ]
        : []),
      {
        question: `If ${c.offering} were available for ${c.price}, what would make you switch from ${c.alternatives[0]}?`,
        purpose: 'Switching triggers and price',
      },
      { question: 'Who else like you should I talk to about this?', purpose: 'More interviews' },
    ],
  };
}
