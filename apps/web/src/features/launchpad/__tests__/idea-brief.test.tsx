import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TIdeaDetail, TSectionContent } from '@launchpad/shared';
import { paths } from '@/config/paths';
import { fail, ok, type TRecordedCall } from '@/test/api-stub';
import { renderApp } from '@/test/fixtures';
import {
  IDEA_ID,
  builderSession,
  ideaBrief,
  ideaDetail,
  recommendation,
  sectionAnswer,
  sectionContents,
  stubBuilder,
} from './builder-fixtures';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const BRIEF_PATH = `POST /api/tools/launchpad/${IDEA_ID}/brief`;
const revenue = (point: string): TSectionContent<'RevenueStreams'> => ({
  title: 'Revenue',
  summary: 'How the boxes pay',
  points: [point],
});

/** The api of an idea whose brief can be corrected: a correction makes version 2, read from Munich. */
function stubCorrectableIdea(answerCorrection?: (call: TRecordedCall) => Response | null) {
  let current: TIdeaDetail = ideaDetail();
  const munich = ideaBrief({
    places: [{ city: 'Munich', region: 'Bavaria', region_code: 'BY', country: 'Germany', country_code: 'DE' }],
    currency: 'EUR',
    corrected: ['places'],
    confidence: { ...ideaBrief().confidence, places: 1 },
    assumptions: [],
  });
  const api = stubBuilder(
    {},
    {
      [`POST /api/tools/launchpad/${IDEA_ID}/query`]: () => ok(current),
      [BRIEF_PATH]: (call) => {
        const refusal = answerCorrection?.(call);
        if (refusal) return refusal;
        current = ideaDetail({
          version: 2,
          brief: munich,
          versions: [...current.versions, { ...current.versions[0]!, version: 2, brief: munich }],
        });
        return ok(current);
      },
      [`POST /api/tools/launchpad/${IDEA_ID}/RevenueStreams`]: () =>
        current.version === 1
          ? sectionAnswer('RevenueStreams', revenue('Boxes at £25 a month'))
          : sectionAnswer('RevenueStreams', revenue('Boxes at €29 a month'), { version: 2 }),
      [`POST /api/tools/launchpad/${IDEA_ID}/fetchEvents`]: () =>
        sectionAnswer(
          'fetchEvents',
          { items: [recommendation(current.version === 1 ? 'London Food Week' : 'Munich Food Days')] },
          { version: current.version },
        ),
    },
  );
  return api;
}

const briefRegion = () => screen.findByRole('region', { name: 'We read your idea as …' });

describe('build page: the brief as chips (issue 18)', () => {
  it('shows what the builder read, marks the unsure parts as assumed and lists the assumptions', async () => {
    stubCorrectableIdea();
    renderApp(paths.buildStartupIdea(IDEA_ID), builderSession());
    const brief = await briefRegion();
    const chips = within(brief).getByRole('list', { name: 'Your idea, as we read it' });
    expect(within(chips).getByRole('button', { name: 'Sells: vegan snack boxes. Change' })).toBeInTheDocument();
    // Buyer and customer were read at 0.5: below BRIEF_CONFIDENT.
    expect(within(chips).getByRole('button', { name: 'Paid by: offices · B2B (assumed). Change' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Used by: office workers. Change' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Model: Subscription. Change' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: /^Industry: snack food manufacturing/ })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Main place: London, United Kingdom. Change' })).toBeVisible();
    expect(within(chips).getByRole('button', { name: 'Add a place' })).toBeInTheDocument();
    expect(within(chips).getByText('GBP (£)')).toBeInTheDocument();
    expect(within(brief).getByText('We assumed offices pay and their staff eat the snacks.')).toBeInTheDocument();
  });

  it('fixing the country sends the correction, shows the new version and rebuilds its sections in the new currency', async () => {
    const user = userEvent.setup();
    const api = stubCorrectableIdea();
    renderApp(paths.buildStartupIdea(IDEA_ID), builderSession());
    const canvas = await screen.findByRole('region', { name: 'Lean canvas' });
    expect(await within(canvas).findByText('Boxes at £25 a month')).toBeInTheDocument();
    const events = screen.getByRole('region', { name: 'Events' });
    expect(await within(events).findByText('London Food Week')).toBeInTheDocument();
    const revenueCalls = api.to(`POST /api/tools/launchpad/${IDEA_ID}/RevenueStreams`).length;

    await user.click(within(await briefRegion()).getByRole('button', { name: /^Main place: London/ }));
    const editor = await screen.findByRole('dialog', { name: 'Your main place' });
    const place = within(editor).getByRole('textbox', { name: 'City, region or country' });
    expect(place).toHaveFocus();
    expect(place).toHaveValue('London, United Kingdom');
    await user.clear(place);
    await user.type(place, 'Munich');
    await user.click(within(editor).getByRole('button', { name: 'Save and rebuild' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your main place' })).not.toBeInTheDocument());
    expect(api.to(BRIEF_PATH).map((call) => call.body)).toEqual([{ places: ['Munich'] }]);
    const brief = await briefRegion();
    expect(within(brief).getByRole('button', { name: 'Main place: Munich, Germany. Change' })).toBeInTheDocument();
    expect(within(brief).getByText('EUR (€)')).toBeInTheDocument();
    expect(screen.getByText(/version 2/)).toBeInTheDocument();
    // The new version's sections were asked for again and show what was written for Munich.
    expect(await within(canvas).findByText('Boxes at €29 a month')).toBeInTheDocument();
    expect(within(canvas).queryByText('Boxes at £25 a month')).not.toBeInTheDocument();
    expect(await within(events).findByText('Munich Food Days')).toBeInTheDocument();
    expect(api.to(`POST /api/tools/launchpad/${IDEA_ID}/RevenueStreams`).length).toBe(revenueCalls + 1);
  });

  it("keeps the editor open with the server's message for a place it cannot find", async () => {
    const user = userEvent.setup();
    const message = 'We could not find a place called “Atlantis”: try a city, region or country.';
    const api = stubCorrectableIdea(() => fail(400, message));
    renderApp(paths.buildStartupIdea(IDEA_ID), builderSession());
    await user.click(within(await briefRegion()).getByRole('button', { name: 'Add a place' }));
    const editor = await screen.findByRole('dialog', { name: 'Add a place' });
    await user.type(within(editor).getByRole('textbox', { name: 'City, region or country' }), 'Atlantis');
    await user.click(within(editor).getByRole('button', { name: 'Save and rebuild' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent(message);
    // Added after the places already there.
    expect(api.to(BRIEF_PATH).map((call) => call.body)).toEqual([{ places: ['London, United Kingdom', 'Atlantis'] }]);
    expect(screen.getByText(/version 1/)).toBeInTheDocument();
  });

  it('sends only what changed in who pays, and removes a place with its own button', async () => {
    const user = userEvent.setup();
    const api = stubCorrectableIdea();
    renderApp(paths.buildStartupIdea(IDEA_ID), builderSession());
    await user.click(within(await briefRegion()).getByRole('button', { name: /^Paid by:/ }));
    const editor = await screen.findByRole('dialog', { name: 'Who pays' });
    await user.selectOptions(within(editor).getByRole('combobox', { name: 'Who pays' }), 'People (B2C)');
    const customer = within(editor).getByRole('textbox', { name: 'Which people' });
    await user.clear(customer);
    await user.type(customer, 'vegan students');
    await user.click(within(editor).getByRole('button', { name: 'Save and rebuild' }));
    await waitFor(() => expect(api.to(BRIEF_PATH)).toHaveLength(1));
    expect(api.to(BRIEF_PATH)[0]!.body).toEqual({ buyer: 'b2c', customer: 'vegan students' });

    await user.click(within(await briefRegion()).getByRole('button', { name: 'Remove Munich, Germany' }));
    await waitFor(() => expect(api.to(BRIEF_PATH)).toHaveLength(2));
    expect(api.to(BRIEF_PATH)[1]!.body).toEqual({ places: [] });
  });

  it('finds an industry by the words of the trade and sends its NAICS code', async () => {
    const user = userEvent.setup();
    const api = stubCorrectableIdea();
    renderApp(paths.buildStartupIdea(IDEA_ID), builderSession());
    await user.click(within(await briefRegion()).getByRole('button', { name: /^Industry:/ }));
    const editor = await screen.findByRole('dialog', { name: 'Your industry' });
    await user.type(await within(editor).findByRole('searchbox', { name: 'Search industries' }), 'bakery');
    const industries = within(editor).getByRole('group', { name: 'Industries' });
    const found = within(industries).getAllByRole('radio');
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(10);
    await user.click(found[0]!);
    expect(found[0]).toBeChecked();
    await user.click(within(editor).getByRole('button', { name: 'Save and rebuild' }));
    await waitFor(() => expect(api.to(BRIEF_PATH)).toHaveLength(1));
    expect(api.to(BRIEF_PATH)[0]!.body).toEqual({ industry_code: (found[0] as HTMLInputElement).value });
    expect((found[0] as HTMLInputElement).value).toMatch(/^\d{4,6}$/);
  });

  it('checks a correction before sending it', async () => {
    const user = userEvent.setup();
    const api = stubCorrectableIdea();
    renderApp(paths.buildStartupIdea(IDEA_ID), builderSession());
    await user.click(within(await briefRegion()).getByRole('button', { name: /^Sells:/ }));
    const editor = await screen.findByRole('dialog', { name: 'What you sell' });
    await user.clear(within(editor).getByRole('textbox', { name: 'What you sell' }));
    await user.type(within(editor).getByRole('textbox', { name: 'What you sell' }), 'x');
    await user.click(within(editor).getByRole('button', { name: 'Save and rebuild' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent('Say what you sell in a few words.');
    expect(api.to(BRIEF_PATH)).toHaveLength(0);
  });
});

describe('build page: the verdict and section notes (issue 18)', () => {
  it('shows the verdict with its red flags and green lights, and a note where the offline generator stood in', async () => {
    const user = userEvent.setup();
    const note = 'Written by the offline generator because the AI service did not answer.';
    stubBuilder(
      {},
      {
        [`POST /api/tools/launchpad/${IDEA_ID}/ElevatorPitch`]: () =>
          sectionAnswer('ElevatorPitch', sectionContents().ElevatorPitch, { note }),
      },
    );
    renderApp(paths.buildStartupIdea(IDEA_ID), builderSession());
    const verdict = await screen.findByRole('region', { name: 'Verdict' });
    expect(await within(verdict).findByText('Needs evidence')).toBeInTheDocument();
    const flags = within(verdict).getByRole('article', { name: 'Red flags' });
    expect(within(flags).getAllByRole('listitem')).toHaveLength(3);
    await user.click(within(flags).getByRole('button', { name: 'Show all 4 red flags' }));
    expect(within(flags).getAllByRole('listitem')).toHaveLength(4);
    expect(within(verdict).getByText('Offices already buy snacks weekly')).toBeInTheDocument();

    const pitch = screen.getByRole('region', { name: 'Elevator pitch' });
    expect(await within(pitch).findByText(note)).toBeInTheDocument();
    expect(within(verdict).queryByText(note)).not.toBeInTheDocument();
  });
});
