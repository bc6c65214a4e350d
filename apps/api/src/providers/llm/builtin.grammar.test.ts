import { describe, expect, it } from 'vitest';
import {
  agree,
  articleFor,
  asObject,
  caseMapOf,
  fixArticles,
  isPluralPhrase,
  joinList,
  pluralPhrase,
  polish,
  removeDoubledWords,
  restoreCase,
  singularNoun,
  singularPhrase,
  titleCase,
} from './builtin.grammar';
import { formatPrice, friendlyAmount, rateNote } from './builtin.money';

describe('grammar: articles by sound', () => {
  it.each([
    ['hour', 'an'],
    ['honest', 'an'],
    ['university', 'a'],
    ['unusual', 'an'],
    ['uninsured', 'an'],
    ['user', 'a'],
    ['European', 'a'],
    ['one-off', 'a'],
    ['onerous', 'an'],
    ['SME', 'an'],
    ['MOT', 'an'],
    ['HR', 'an'],
    ['NHS', 'an'],
    ['UK', 'a'],
    ['B2B', 'a'],
    ['AI', 'an'],
    ['EV', 'an'],
    ['VAT', 'a'],
    ['SIM', 'a'],
    ['iPhone', 'an'],
    ['SaaS', 'a'],
    ['app', 'an'],
    ['education', 'an'],
    ['herb', 'a'],
    ['8-week', 'an'],
    ['11-plus', 'an'],
    ['£15', 'a'],
    ['yoga', 'a'],
  ])('%s takes "%s"', (word, article) => {
    expect(articleFor(word)).toBe(article);
  });

  it('corrects every article in a text and keeps a capital where a sentence starts', () => {
    expect(fixArticles('A app for a education. An subscription for a hour, an UK firm and a SME.')).toBe(
      'An app for an education. A subscription for an hour, a UK firm and an SME.',
    );
  });

  it('leaves a capital A that is not an article alone', () => {
    expect(fixArticles('Plan A offers a easy start')).toBe('Plan A offers an easy start');
  });
});

describe('grammar: nouns and agreement', () => {
  it('makes the head of a customer phrase plural or singular, not its last word', () => {
    expect(pluralPhrase('owner of a small café')).toBe('owners of a small café');
    expect(pluralPhrase('small dental clinic')).toBe('small dental clinics');
    expect(pluralPhrase('family')).toBe('families');
    expect(pluralPhrase('people working from home')).toBe('people working from home');
    expect(pluralPhrase('salesperson')).toBe('salespeople');
    expect(pluralPhrase('small dental clinics')).toBe('small dental clinics');
    expect(singularPhrase('small bakeries in Leeds')).toBe('small bakery in Leeds');
    expect(singularPhrase('busy parents who work nights')).toBe('busy parent who work nights');
    expect(singularPhrase('children')).toBe('child');
  });

  it('has one singular for the brief reader and the generator', () => {
    expect(['knives', 'tradespeople', 'companies', 'clinics', 'boxes', 'mechanics'].map(singularNoun)).toEqual([
      'knife',
      'tradesperson',
      'company',
      'clinic',
      'box',
      'mechanic',
    ]);
    // Singular words ending in s, fields, short acronyms and loanwords stay as written.
    for (const word of ['glass', 'bus', 'analysis', 'logistics', 'famous', 'dbs', 'gas', 'ramen']) {
      expect(singularNoun(word)).toBe(word);
    }
    expect(pluralPhrase('restaurant with a terrace')).toBe('restaurants with a terrace');
  });

  it('knows plurals from singulars that end in s', () => {
    expect(isPluralPhrase('clinics')).toBe(true);
    expect(isPluralPhrase('toys')).toBe(true);
    expect(isPluralPhrase('people')).toBe(true);
    expect(isPluralPhrase('staff')).toBe(true);
    expect(isPluralPhrase('business')).toBe(false);
    expect(isPluralPhrase('logistics')).toBe(false);
    expect(isPluralPhrase('campus')).toBe(false);
    expect(agree('remote workers', 'lose', 'loses')).toBe('lose');
    expect(agree('the council', 'lose', 'loses')).toBe('loses');
  });

  it('puts an article before a countable offering only', () => {
    expect(asObject('security training course')).toBe('a security training course');
    expect(asObject('online MBA programme')).toBe('an online MBA programme');
    expect(asObject('dog walking')).toBe('dog walking');
    expect(asObject('scheduling software')).toBe('scheduling software');
    expect(asObject('refurbished office chairs')).toBe('refurbished office chairs');
    expect(asObject('a meal kit')).toBe('a meal kit');
  });

  it('joins lists the en-GB way and keeps compound items apart', () => {
    expect(joinList(['a'])).toBe('a');
    expect(joinList(['a', 'b'])).toBe('a and b');
    expect(joinList(['a', 'b', 'c'], 'or')).toBe('a, b or c');
    expect(joinList(['stock', 'delivery and collection', 'insurance'])).toBe(
      'stock, delivery and collection, and insurance',
    );
    expect(joinList(['a', '', ' '])).toBe('a');
  });
});

describe('grammar: words as the founder wrote them', () => {
  const idea = 'GCSE revision app with QR codes on iPhone for pupils in Reading; VAT included. We use AI.';

  it('keeps the idea’s acronyms and inner capitals wherever the generator writes them', () => {
    const cases = caseMapOf(idea);
    expect(restoreCase('a gcse app with qr codes, vat and ai on the iphone', cases)).toBe(
      'a GCSE app with QR codes, VAT and AI on the iPhone',
    );
  });

  it('does not capitalise English words that an acronym of the idea spells', () => {
    const cases = caseMapOf('IT support for US law firms');
    expect(restoreCase('let us fix it', cases)).toBe('let us fix it');
    expect(restoreCase('us law firms', cases, { phrase: true })).toBe('US law firms');
  });

  it('takes proper nouns for phrases only, and never a place name', () => {
    const cases = caseMapOf('Switch games for Nintendo fans in Reading', { properNouns: true, exclude: ['Reading'] });
    expect(restoreCase('nintendo games for reading lists', cases, { phrase: true })).toBe(
      'Nintendo games for reading lists',
    );
  });

  it('ignores capitals in an idea written in capitals throughout', () => {
    const cases = caseMapOf('DOG WALKING FOR BUSY PEOPLE IN LEEDS');
    expect(restoreCase('dog walking', cases)).toBe('dog walking');
  });

  it('title-cases without lower-casing acronyms', () => {
    expect(titleCase('names for your GCSE tutoring on iPhone')).toBe('Names for Your GCSE Tutoring on iPhone');
  });
});

describe('grammar: polish', () => {
  const cases = caseMapOf('A subscription for SMEs');

  it('removes doubled words, including a singular next to its plural', () => {
    expect(removeDoubledWords('Names for Your Subscription Subscription')).toBe('Names for Your Subscription');
    expect(removeDoubledWords('a subscription subscriptions box')).toBe('a subscriptions box');
    expect(removeDoubledWords('that is is fine')).toBe('that is fine');
  });

  it('fixes spacing, punctuation, articles and sentence capitals in one pass', () => {
    expect(polish('  a app for sme owners .  it works!! a hour a day , every day..', cases)).toBe(
      'An app for SME owners. It works! An hour a day, every day.',
    );
  });
});

describe('money: prices in the idea’s currency', () => {
  it('rounds to numbers a founder would put on a price list', () => {
    expect(friendlyAmount(19.05)).toBe(19);
    expect(friendlyAmount(36.8)).toBe(35);
    expect(friendlyAmount(263)).toBe(260);
    expect(friendlyAmount(2850)).toBe(2900);
  });

  it('converts from pounds and formats en-GB with the local symbol', () => {
    expect(formatPrice(15, 'GBP')).toBe('£15');
    expect(formatPrice(15, 'EUR')).toBe('€18');
    expect(formatPrice(15, 'USD')).toBe('$19');
    expect(formatPrice(15, 'JPY')).toBe('¥2,900');
    // A sign several currencies share is kept for the one most readers take it for.
    expect(formatPrice(15, 'CAD')).toBe('CA$26');
    expect(formatPrice(15, 'MXN')).toBe('MX$350');
    expect(formatPrice(15, 'COP')).toBe('COP\u00a078,000');
    expect(formatPrice(15, 'CNY')).toBe('CN¥140');
    expect(formatPrice(1100, 'EUR')).toBe('€1,300');
  });

  it('gives no figure for a currency it has no rate for, rather than a wrong one', () => {
    expect(formatPrice(15, 'ARS')).toBeNull();
    expect(rateNote('ARS')).toBeNull();
    expect(rateNote('GBP')).toBeNull();
    expect(rateNote('EUR')).toBe('about €1.17 to the pound');
  });
});
