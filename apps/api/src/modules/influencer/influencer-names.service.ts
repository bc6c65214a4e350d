import { createHmac } from 'node:crypto';

// Buyers are shown to influencers only by a stable pseudonym (SPEC §3 User.dummyName): an HMAC of the
// buyer's id under a key derived from the server secret, so the same buyer always gets the same name
// and the name reveals nothing about who they are.

const ADJECTIVES = [
  'Amber',
  'Bold',
  'Brave',
  'Bright',
  'Calm',
  'Clever',
  'Cosmic',
  'Crimson',
  'Daring',
  'Eager',
  'Gentle',
  'Golden',
  'Happy',
  'Jolly',
  'Keen',
  'Lively',
  'Lucky',
  'Mellow',
  'Misty',
  'Noble',
  'Quick',
  'Quiet',
  'Rapid',
  'Silver',
  'Sunny',
  'Swift',
  'Teal',
  'Vivid',
  'Warm',
  'Wise',
  'Witty',
  'Zesty',
];
const ANIMALS = [
  'Badger',
  'Bear',
  'Beaver',
  'Crane',
  'Dolphin',
  'Eagle',
  'Falcon',
  'Fox',
  'Gecko',
  'Hare',
  'Hedgehog',
  'Heron',
  'Koala',
  'Lark',
  'Lynx',
  'Marten',
  'Otter',
  'Owl',
  'Panda',
  'Puffin',
  'Raven',
  'Robin',
  'Seal',
  'Sparrow',
  'Squirrel',
  'Stoat',
  'Swan',
  'Tiger',
  'Turtle',
  'Walrus',
  'Wolf',
  'Wren',
];

/** "Brave Otter 4F2" for a buyer id; "Former customer" when the account was deleted. */
export function dummyNameFor(secret: string, buyerId: string | null): string {
  if (!buyerId) return 'Former customer';
  const digest = createHmac('sha256', `launchpad:influencer-dummy-name:${secret}`).update(buyerId).digest();
  const adjective = ADJECTIVES[(digest[0] ?? 0) % ADJECTIVES.length];
  const animal = ANIMALS[(digest[1] ?? 0) % ANIMALS.length];
  const tag = digest.subarray(2, 4).toString('hex').toUpperCase().slice(0, 3);
  return `${adjective} ${animal} ${tag}`;
}
