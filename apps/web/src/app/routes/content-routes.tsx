import type { RouteObject } from 'react-router';
import { BookOpen, CalendarDays, FileText, Gift, Handshake, Users } from 'lucide-react';
import { paths, patterns } from '@/config/paths';
import { placeholder } from './route-builders';

const learn = { section: 'Learn', icon: <BookOpen aria-hidden="true" /> };

/** Issue 9: SPEC §2 content areas — lists and details. */
export const contentRoutes: RouteObject[] = [
  placeholder(paths.network, 'Network', 'Founders and operators to connect with will be listed here.', {
    section: 'Community',
    icon: <Users aria-hidden="true" />,
  }),
  placeholder(
    patterns.networkProfile,
    'Network profile',
    "A founder's profile, company and ways to connect will appear here.",
    { section: 'Network', icon: <Users aria-hidden="true" /> },
  ),
  placeholder(
    paths.investors,
    'Investors',
    'Investors who back early-stage companies, with their focus and cheque sizes, will be listed here.',
    { section: 'Community', icon: <Handshake aria-hidden="true" /> },
  ),
  placeholder(
    patterns.investor,
    'Investor profile',
    "An investor's thesis, portfolio and how to reach them will appear here.",
    { section: 'Investors', icon: <Handshake aria-hidden="true" /> },
  ),
  placeholder(paths.events, 'Events', 'Upcoming founder events, meetups and demo days will be listed here.', {
    section: 'Community',
    icon: <CalendarDays aria-hidden="true" />,
  }),
  placeholder(patterns.event, 'Event', "An event's date, place, agenda and sign-up link will appear here.", {
    section: 'Events',
    icon: <CalendarDays aria-hidden="true" />,
  }),
  placeholder(patterns.eventOrganizer, 'Event organiser', 'The organiser and their other events will appear here.', {
    section: 'Events',
    icon: <CalendarDays aria-hidden="true" />,
  }),
  placeholder(
    paths.community,
    'Community',
    'Founder communities to join, by industry and stage, will be listed here.',
    { icon: <Users aria-hidden="true" /> },
  ),
  placeholder(
    patterns.communityPost,
    'Community',
    "A community's details, members and related communities will appear here.",
    { section: 'Community', icon: <Users aria-hidden="true" /> },
  ),
  placeholder(
    paths.perks,
    'Perks',
    'Discounts and credits from partner products for Launchpad members will be listed here.',
    { icon: <Gift aria-hidden="true" /> },
  ),
  placeholder(patterns.perk, 'Perk', "A perk's offer, value and how to redeem it will appear here.", {
    section: 'Perks',
    icon: <Gift aria-hidden="true" />,
  }),

  placeholder(
    paths.learn,
    'Learn',
    'Courses and articles on starting, funding and running a company will appear here.',
    learn,
  ),
  placeholder(
    paths.blog,
    'Blog',
    'News, founder stories and how-tos from the Launchpad team will be listed here.',
    learn,
  ),
  placeholder(patterns.blogPost, 'Blog post', 'The full article will appear here.', {
    ...learn,
    section: 'Blog',
    icon: <FileText aria-hidden="true" />,
  }),
  placeholder(
    paths.guide,
    'Guides',
    'Step-by-step guides, from choosing a company type to your first tax return, will be listed here.',
    learn,
  ),
  placeholder(patterns.guideArticle, 'Guide', 'The full guide will appear here.', {
    ...learn,
    section: 'Guides',
    icon: <FileText aria-hidden="true" />,
  }),
  placeholder(paths.tipsAndTricks, 'Tips & tricks', 'Short, practical tips for founders will be listed here.', learn),
  placeholder(patterns.tipsAndTricksArticle, 'Tip', 'The full tip will appear here.', {
    ...learn,
    section: 'Tips & tricks',
    icon: <FileText aria-hidden="true" />,
  }),
];
