import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EXAMPLE_IDEAS, IDEA_MAX_LENGTH, LAUNCHPAD_MESSAGES } from '@launchpad/shared';
import { paths } from '@/config/paths';
import { fail, ok, stubApi } from '@/test/api-stub';
import { makeUser, renderApp, signedIn } from '@/test/fixtures';
import { BUILDER_MESSAGES, builderFailure } from '../builder-rules';
import { IDEA_ID, builderSession, ideaDetail, recommendation, stubBuilder } from './builder-fixtures';

beforeEach(() => {
  // The page-metadata call has no stand-in: it falls back and warns.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const ideaBox = () => screen.findByRole('textbox', { name: 'Describe your business idea' });
const PLANS = '/startup-package?type=build_startup_ai';
const here = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('build page: the idea form (SPEC §2, §5)', () => {
  it('counts characters, and past 500 says so with the count, keeps every character and sends nothing', async () => {
    const user = userEvent.setup();
    const api = stubApi({});
    renderApp(paths.buildStartup, builderSession());
    const box = await ideaBox();
    expect(screen.getByText(`0/${IDEA_MAX_LENGTH}`)).toBeInTheDocument();
    await user.type(box, 'Vegan snacks');
    expect(screen.getByText(`12/${IDEA_MAX_LENGTH}`)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(box);
    await user.click(box);
    const long = `A bakery in Leeds ${'x'.repeat(IDEA_MAX_LENGTH)}`;
    await user.paste(long);
    // No silent cut: the text stays as typed, and the message is there before anything is sent.
    expect(box).toHaveValue(long);
    expect(screen.getByText(`${long.length}/${IDEA_MAX_LENGTH}`)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(LAUNCHPAD_MESSAGES.tooLong);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Build my startup' }));
    expect(api.to('POST /api/tools/launchpad')).toHaveLength(0);
    // Back within the limit, the message goes.
    await user.type(box, '{Backspace}'.repeat(long.length - IDEA_MAX_LENGTH));
    expect(screen.getByText(`${IDEA_MAX_LENGTH}/${IDEA_MAX_LENGTH}`)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's answer to an idea with no business in it under the field, and stays on the page", async () => {
    const user = userEvent.setup();
    const message = 'We could not find a business in that: say what you sell, to whom and where.';
    const api = stubApi({ 'POST /api/tools/launchpad': () => fail(400, message) });
    const { router } = renderApp(paths.buildStartup, builderSession());
    const box = await ideaBox();
    await user.type(box, 'asdfgh jkl');
    await user.click(screen.getByRole('button', { name: 'Build my startup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe(paths.buildStartup);
    expect(api.to('POST /api/tools/launchpad')).toHaveLength(1);
    await user.type(box, ' more');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Please fill in the field" for an empty or blank idea and sends nothing', async () => {
    const user = userEvent.setup();
    const api = stubApi({});
    renderApp(paths.buildStartup, builderSession());
    const box = await ideaBox();
    await user.click(screen.getByRole('button', { name: 'Build my startup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in the field');
    await user.type(box, '    ');
    await user.click(screen.getByRole('button', { name: 'Build my startup' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in the field');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('POST /api/tools/launchpad')).toHaveLength(0);
  });

  it('offers four example ideas that fill the input, then creates the idea and opens it', async () => {
    const user = userEvent.setup();
    const api = stubBuilder({}, { 'POST /api/tools/launchpad': () => ok(ideaDetail()) });
    const { router } = renderApp(paths.buildStartup, builderSession());
    const box = await ideaBox();
    const examples = EXAMPLE_IDEAS.map((idea) => screen.getByRole('button', { name: idea }));
    expect(examples).toHaveLength(4);
    await user.click(examples[1]!);
    expect(box).toHaveValue(EXAMPLE_IDEAS[1]);
    await user.click(screen.getByRole('button', { name: 'Build my startup' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.buildStartupIdea(IDEA_ID)));
    expect(api.to('POST /api/tools/launchpad').map((call) => call.body)).toEqual([{ query: EXAMPLE_IDEAS[1] }]);
  });
});

describe('build page: without the build_startup_ai plan feature (SPEC §2)', () => {
  it.each([
    ['a signed-in member on a plan without it', signedIn(makeUser())],
    ['an anonymous visitor', undefined],
  ])('shows %s ten locked previews and Unlock tools, and asks for no section', async (_who, session) => {
    const api = stubApi({});
    renderApp(paths.buildStartup, session);
    const previews = await screen.findAllByRole('img', { name: /preview \(locked\)$/ });
    expect(previews).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Unlock tools' })).toHaveAttribute('href', PLANS);
    expect(api.calls.filter((call) => call.path.startsWith('/api/tools/launchpad/'))).toHaveLength(0);
  });
});

describe('build page: errors (SPEC §8)', () => {
  it('reads failures as the spec says', () => {
    expect(builderFailure({ status: 403, message: 'Please Subscribe: choose a plan.' })).toEqual({
      redirect: true,
      message: 'Please Subscribe: choose a plan.',
    });
    expect(builderFailure({ status: 429, message: 'Monthly limit reached: 3 ideas.' }).redirect).toBe(true);
    expect(builderFailure({ status: 500, message: 'The generator timed out.' })).toEqual({
      redirect: false,
      message: 'The generator timed out.',
    });
    expect(builderFailure({ status: 500, message: '' }).message).toBe(BUILDER_MESSAGES.fetchFailed);
    // A failed section fetch without a server message, or without an answer at all (SPEC §8).
    expect(builderFailure({ status: 502, message: 'Something went wrong!' }).message).toBe(
      BUILDER_MESSAGES.fetchFailed,
    );
    expect(builderFailure({ status: 'FETCH_ERROR', message: "We couldn't reach Launchpad." }).message).toBe(
      BUILDER_MESSAGES.fetchFailed,
    );
    expect(builderFailure(undefined).message).toBe(BUILDER_MESSAGES.unexpected);
    expect(builderFailure(new Error('')).message).toBe(BUILDER_MESSAGES.unexpected);
  });

  it.each([
    ['an anonymous visitor', undefined, 'Please Subscribe: choose a membership plan with the AI startup builder.'],
    ['a member over the quota', builderSession(), 'Monthly limit reached: your plan includes 3 ideas a month.'],
  ])('sends %s to the plans page with the message', async (_who, session, message) => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/tools/launchpad': () => fail(message.startsWith('Please') ? 403 : 429, message) });
    const { router } = renderApp(paths.buildStartup, session);
    await user.type(await ideaBox(), 'Vegan snacks in London');
    await user.click(screen.getByRole('button', { name: 'Build my startup' }));
    await waitFor(() => expect(here(router)).toBe(PLANS));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows a failed section with the server message and Try again, and the page keeps working', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    stubBuilder(
      {},
      {
        [`POST /api/tools/launchpad/${IDEA_ID}/ElevatorPitch`]: () =>
          ++attempts === 1
            ? fail(502, 'The AI provider timed out: try again in a moment.')
            : ok({
                idea_id: IDEA_ID,
                section: 'ElevatorPitch',
                version: 1,
                content: JSON.stringify({
                  one_liner: 'Snacks, delivered.',
                  pitch: 'p',
                  hook: 'h',
                  call_to_action: 'c',
                }),
                generatedAt: '2026-11-01T10:00:00.000Z',
                note: null,
              }),
      },
    );
    renderApp(paths.buildStartupIdea(IDEA_ID), builderSession());
    const pitch = await screen.findByRole('region', { name: 'Elevator pitch' });
    expect(await within(pitch).findByText('The AI provider timed out: try again in a moment.')).toBeInTheDocument();
    // The toast says it too, whole: one sentence, not a title and a body.
    await waitFor(() =>
      expect(screen.getAllByText('The AI provider timed out: try again in a moment.')).toHaveLength(2),
    );
    await user.click(within(pitch).getByRole('button', { name: 'Try again' }));
    expect(await within(pitch).findByText('Snacks, delivered.')).toBeInTheDocument();
  });

  it('sends the visitor to the plans page when a section says "Please Subscribe"', async () => {
    stubBuilder({ BrandWheel: fail(403, 'Please Subscribe: choose a membership plan.') });
    const { router } = renderApp(paths.buildStartupIdea(IDEA_ID), builderSession());
    await waitFor(() => expect(here(router)).toBe(PLANS));
  });
});

describe('build page: sections (SPEC §2 order, §9 limits)', () => {
  it('shows the sections in order, text arrays and wheel blocks at most 3, lists at most 2 with placeholders', async () => {
    stubBuilder({ fetchInvestors: { items: [recommendation('Harvest Table Ventures')] }, fetchPerks: { items: [] } });
    renderApp(paths.buildStartupIdea(IDEA_ID), builderSession());

    const canvas = await screen.findByRole('region', { name: 'Lean canvas' });
    const problem = await within(canvas).findByRole('article', { name: /Problem/ });
    expect(within(problem).getAllByText(/^Problem point/)).toHaveLength(3);

    const headings = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((text) => text !== 'Refine this idea');
    expect(headings).toEqual([
      'We read your idea as …',
      'Verdict',
      'Lean canvas',
      'Founders',
      'Brand names',
      'Domains',
      'Company formation',
      'Brand wheel',
      'Communities',
      'Elevator pitch',
      'Investors',
      'Validation',
      'Events',
      'Validation experiments',
      'Perks',
    ]);

    const wheel = screen.getByRole('region', { name: 'Brand wheel' });
    const personality = within(wheel).getByRole('heading', { name: 'Personality' }).parentElement!;
    expect(
      within(personality)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Warm', 'Bold', 'Playful']);
    const colours = within(wheel).getByRole('heading', { name: 'Colours' }).parentElement!;
    expect(within(colours).getAllByRole('listitem')).toHaveLength(3);

    const investors = screen.getByRole('region', { name: 'Investors' });
    expect(within(investors).getByText('Harvest Table Ventures')).toBeInTheDocument();
    expect(within(investors).getAllByTestId('recommendation-placeholder')).toHaveLength(1);
    const perks = screen.getByRole('region', { name: 'Perks' });
    expect(within(perks).getAllByTestId('recommendation-placeholder')).toHaveLength(2);
    // Recommendation tags: at most 3.
    const founders = screen.getByRole('region', { name: 'Founders' });
    within(founders)
      .getAllByRole('list', { name: 'Tags' })
      .forEach((tags) => expect(within(tags).getAllByRole('listitem')).toHaveLength(3));

    const experiments = screen.getByRole('region', { name: 'Validation experiments' });
    expect(
      within(experiments)
        .getAllByRole('listitem')
        .filter((li) => /^Q\d\?$/.test(li.textContent ?? '')),
    ).toHaveLength(3);

    // In the idea banner beside the idea, not floating over the example ideas and the banner.
    const landing = screen.getByRole('button', { name: 'Generated Landing page' });
    const banner = screen.getByText(/^Your idea · version/).closest('div.rounded-2xl');
    expect(banner).toContainElement(landing);
    expect(landing.className).not.toMatch(/\bfixed\b/);
  });
});

describe('Your Previous Ideas popup (SPEC §2, §8)', () => {
  it.each([
    ['No previous ideas found', () => ok([])],
    ['Failed to load previous ideas', () => fail(500, 'Database unavailable')],
  ])('says "%s"', async (text, answer) => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/tools/launchpad/previous-ideas': answer });
    renderApp(paths.buildStartup, builderSession());
    await user.click(await screen.findByRole('button', { name: 'Your Previous Ideas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your Previous Ideas' });
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
  });

  it('lists ideas newest first, each opening its build', async () => {
    const user = userEvent.setup();
    stubBuilder(
      {},
      {
        'GET /api/tools/launchpad/previous-ideas': () =>
          ok([ideaDetail({ query: 'Newest idea' }), ideaDetail({ idea_id: 'older', query: 'Older idea' })]),
      },
    );
    const { router } = renderApp(paths.buildStartup, builderSession());
    await user.click(await screen.findByRole('button', { name: 'Your Previous Ideas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your Previous Ideas' });
    const links = await within(dialog).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Newest idea'),
      expect.stringContaining('Older idea'),
    ]);
    await user.click(links[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.buildStartupIdea(IDEA_ID)));
  });
});
