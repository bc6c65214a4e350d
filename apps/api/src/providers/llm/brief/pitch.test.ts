import { describe, expect, it } from 'vitest';
import { pitchOf, rewriteFamousModel } from './pitch';
import { readIdeaBrief } from './read-brief';

// Phrasings founders use that none of the labelled sets contains: a problem before the pitch, a list of
// features after a colon or "with", a price clause, "Uber for X", shops named in their own language,
// people who travel to places, who is billed.

describe('the pitch of an idea', () => {
  it('sets the problem aside when another sentence presents the business', () => {
    const read = pitchOf(
      'Problem: beekeepers in Crete lose hives every winter because nobody checks for mites. Hive sensors sold to beekeeping cooperatives.',
    );
    expect(read.pitch).toBe('Hive sensors sold to beekeeping cooperatives.');
    expect(read.problem).toMatch(/^Problem: beekeepers/);
  });

  it('keeps a one-sentence problem as the whole idea', () => {
    const read = pitchOf('Cyclists in Ghent lose their bikes to thieves every week');
    expect(read.pitch).toBe('Cyclists in Ghent lose their bikes to thieves every week');
    expect(read.problem).toBe('');
  });

  it('never takes a sentence that presents the business for a problem', () => {
    const read = pitchOf('Shepherds lose lambs to foxes at night. We make a collar that never misses a fox.');
    expect(read.pitch).toBe('We make a collar that never misses a fox.');
  });

  it('reads what is sold before a colon or a spaced dash, features after it', () => {
    expect(pitchOf('Route planning software for dog groomers: it books slots and texts reminders').head).toBe(
      'Route planning software for dog groomers',
    );
    expect(pitchOf('tool hire for allotments - members book a strimmer by the hour').head).toBe(
      'tool hire for allotments',
    );
    expect(pitchOf('Features: slots, reminders and payments for dog groomers').head).toBe(
      'Features: slots, reminders and payments for dog groomers',
    );
  });

  it('reads "Uber for X" as X on demand and "Airbnb for X" as renting X from its owners', () => {
    expect(rewriteFamousModel('Uber for piano tuners in Leeds')).toBe('on-demand piano tuners in Leeds');
    expect(rewriteFamousModel('Like Airbnb for fishing boats in the Algarve')).toBe(
      'peer-to-peer rental of fishing boats in the Algarve',
    );
    expect(rewriteFamousModel('A courier for Uber drivers')).toBe('A courier for Uber drivers');
  });
});

describe('reading ideas phrased as problems, lists and models', () => {
  it('reads the offering from the pitch, not the problem or the price', () => {
    const brief = readIdeaBrief(
      'Vineyards in Mendoza lose grapes to hail every spring. We install hail nets for wine estates and charge per hectare.',
    );
    expect(brief.offering).toMatch(/hail nets/);
    expect(brief.customer).toMatch(/wine estates/);
    expect(brief.buyer).toBe('b2b');
    expect(brief.places[0]?.country_code).toBe('AR');
  });

  it('takes the people with the problem as the customers when the pitch names none', () => {
    const brief = readIdeaBrief(
      'Olive mills in Jaén throw away tonnes of pits every harvest. A service that collects the pits and sells them as boiler fuel.',
    );
    expect(brief.customer).toMatch(/olive mills/);
    expect(brief.buyer).toBe('b2b');
  });

  it('counts what follows "with" as features of what is sold', () => {
    const brief = readIdeaBrief('Piano tuning in Lyon with a same-day slot and a one-year guarantee');
    expect(brief.offering).toBe('piano tuning');
    expect(brief.industry.code).toMatch(/^8114/);
  });

  it('reads what a hostel sells from the hostel, not from the lessons it adds', () => {
    const brief = readIdeaBrief('A surf hostel in Taghazout with yoga classes and board hire');
    expect(brief.business_model).toBe('venue');
    expect(brief.industry.code).toMatch(/^7211/);
  });

  it('knows shops named in their own language and compounds of a trade as businesses', () => {
    const bakeries = readIdeaBrief('Uber for flour: panaderías in Bogotá order by WhatsApp and get it at dawn');
    expect(bakeries.offering).toMatch(/flour/);
    expect(bakeries.customer).toMatch(/panaderías/);
    expect(bakeries.buyer).toBe('b2b');
    expect(readIdeaBrief('Site toilets for shipbuilders in Gdańsk').buyer).toBe('b2b');
  });

  it('reads "to" after a verb of moving as where, not who pays', () => {
    const brief = readIdeaBrief("Face painters who travel to schools and venues for children's parties");
    expect(brief.customer).not.toMatch(/schools|venues/);
    expect(brief.buyer).toBe('b2c');
  });

  it('reads who is billed as who pays', () => {
    const brief = readIdeaBrief('Sign-language interpreters on call for patients, billed to the hospital per hour');
    expect(brief.customer).toMatch(/hospital/);
    expect(brief.buyer).toBe('b2b');
  });

  it('reads trades buying in bulk or buying software for their work as businesses', () => {
    const bulk = readIdeaBrief('Platform where luthiers buy tonewood in bulk from sawmills');
    expect(bulk.buyer).toBe('b2b');
    expect(bulk.business_model).toBe('marketplace');
    expect(readIdeaBrief('Route planning software for mobile dog groomers').buyer).toBe('b2b');
  });
});
