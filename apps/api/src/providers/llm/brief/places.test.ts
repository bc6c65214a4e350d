import { ZBriefPlace } from '@launchpad/shared';
import { describe, expect, it } from 'vitest';
import { countryName, currencyOf, findPlaces, resolvePlace } from './places';

/** What the founder sees on a place chip: "City, Region, CC" with the parts that are known. */
const chips = (text: string) =>
  findPlaces(text).places.map((place) => [place.city, place.region, place.country_code].filter(Boolean).join(', '));
const countries = (text: string) => findPlaces(text).places.map((place) => place.country_code);
const main = (text: string) => {
  const place = findPlaces(text).places[0];
  if (!place) throw new Error(`No place found in "${text}"`);
  return place;
};

describe('places: a city brings its region and country', () => {
  it.each([
    ['A bakery delivery app for offices in Leeds', 'Leeds', 'England', 'ENG', 'United Kingdom', 'GB'],
    ['Meal prep for film crews in Los Angeles', 'Los Angeles', 'California', 'CA', 'United States', 'US'],
    ['Second-hand textbook swaps for students in Lisbon', 'Lisbon', 'Lisbon District', '11', 'Portugal', 'PT'],
    ['Mobile money bookkeeping for kiosks in Nairobi', 'Nairobi', 'Nairobi City', '30', 'Kenya', 'KE'],
    ['Scooter battery swapping stations in Jakarta', 'Jakarta', null, null, 'Indonesia', 'ID'],
    ['Spanish-English tutoring for nurses in Bogotá', 'Bogotá', 'Bogotá', 'DC', 'Colombia', 'CO'],
    ['A night-market food app in Bogota', 'Bogotá', 'Bogotá', 'DC', 'Colombia', 'CO'],
    ['Bike couriers for pharmacies in São Paulo', 'São Paulo', 'São Paulo', 'SP', 'Brazil', 'BR'],
    ['A climbing gym franchise in Munich', 'Munich', 'Bavaria', 'BY', 'Germany', 'DE'],
    ['Rooftop beehives for hotels in Toronto', 'Toronto', 'Ontario', 'ON', 'Canada', 'CA'],
  ])('%s', (text, city, region, regionCode, country, code) => {
    const place = main(text);
    expect(place.city).toBe(city);
    if (region) expect(place.region).toBe(region);
    if (regionCode) expect(place.region_code).toBe(regionCode);
    expect(place.country).toBe(country);
    expect(place.country_code).toBe(code);
    expect(ZBriefPlace.parse(place)).toEqual(place);
    expect(findPlaces(text).scope).toBe('local');
  });

  it('shows the English name of a city the gazetteer keeps in the local language', () => {
    expect(main('A perfume refill shop in Cologne')).toMatchObject({ city: 'Cologne', country_code: 'DE' });
    expect(main('Bike tours of Gothenburg')).toMatchObject({ city: 'Gothenburg', country_code: 'SE' });
  });
});

describe('places: regions, countries and their everyday names', () => {
  it.each([
    ['Craft beer subscription boxes from Bavaria', 'Bavaria', 'BY', 'DE'],
    ['Vineyard tours across Catalonia', 'Catalonia', 'CT', 'ES'],
    ['Snow-clearing robots for driveways in Ontario', 'Ontario', 'ON', 'CA'],
    ['Peat-free compost for gardeners in Scotland', 'Scotland', 'SCT', 'GB'],
    ['Ranch insurance comparison for Texas', 'Texas', 'TX', 'US'],
    ['Surf camps on the coast of California', 'California', 'CA', 'US'],
  ])('%s', (text, region, code, country) => {
    expect(main(text)).toMatchObject({ city: null, region, region_code: code, country_code: country });
    expect(findPlaces(text).scope).toBe('local');
  });

  it.each([
    ['Cheaper phone contracts for pensioners in the UK', 'GB'],
    ['Cheaper phone contracts for pensioners in the U.K.', 'GB'],
    ['Tea subscriptions for offices across Britain', 'GB'],
    ['A payroll tool for restaurants in the USA', 'US'],
    ['Import duty calculator for sellers in the U.S.', 'US'],
    ['Dental tourism from America', 'US'],
    ['A visa helper for graduates moving to the States', 'US'],
    ['Flower auctions online for growers in Holland', 'NL'],
    ['Halal meal kits for families in the UAE', 'AE'],
  ])('%s', (text, code) => {
    const found = findPlaces(text);
    expect(found.places[0]).toMatchObject({ city: null, region: null, country_code: code });
    expect(found.scope).toBe('national');
  });

  it('reads England as the English part of the United Kingdom', () => {
    expect(main('Allotment sharing across England')).toMatchObject({ region: 'England', country_code: 'GB' });
  });

  it('reads the short names of big cities', () => {
    expect(chips('A dog-sitting marketplace in NYC')).toEqual(['New York City, New York, US']);
    expect(chips('Late-night tacos delivered in LA')).toEqual(['Los Angeles, California, US']);
    expect(chips('Office plant care for startups in SF')).toEqual(['San Francisco, California, US']);
    expect(chips('Carpooling for commuters around the Bay Area')).toEqual(['San Francisco, California, US']);
    expect(chips('Lobbying research for nonprofits in Washington, D.C.')).toEqual([
      'Washington, D.C., District of Columbia, US',
    ]);
  });
});

describe('places: adjectives of nationality', () => {
  it.each([
    ['A booking system for Portuguese surf schools', 'PT'],
    ['Drought insurance for Kenyan farmers', 'KE'],
    ['Appointment reminders for German clinics', 'DE'],
    ['Export paperwork for Vietnamese coffee growers', 'VN'],
  ])('%s', (text, code) => {
    const found = findPlaces(text);
    expect(countries(text)).toEqual([code]);
    expect(found.scope).toBe('national');
    expect(found.confidence).toBeLessThan(0.9);
  });

  it('does not read a language, a cuisine or a style as a place', () => {
    expect(countries('Online Spanish lessons for retirees')).toEqual([]);
    expect(countries('Italian restaurants booking widget in Glasgow')).toEqual(['GB']);
    expect(countries('A marketplace for Japanese knives')).toEqual([]);
  });

  it('keeps an adjective that agrees with the named place and drops one that does not', () => {
    expect(chips('Scheduling for German clinics, starting in Hamburg')).toEqual(['Hamburg, Hamburg, DE']);
    expect(chips('French pastry classes in Leeds')).toEqual(['Leeds, England, GB']);
  });
});

describe('places: several places, most important first', () => {
  it('keeps the order the idea names them in', () => {
    expect(chips('A cleaning company for student flats in Leeds and Manchester')).toEqual([
      'Leeds, England, GB',
      'Manchester, England, GB',
    ]);
    expect(chips('Launching in Berlin, then Vienna')).toEqual(['Berlin, Berlin, DE', 'Vienna, Vienna, AT']);
    expect(countries('Bike repair vans across the UK and Ireland')).toEqual(['GB', 'IE']);
  });

  it('lets a city stand for the country or region it lies in, at the earlier position', () => {
    expect(chips('Coworking passes in Portugal, starting with Porto and Lisbon')).toEqual([
      'Porto, Porto District, PT',
      'Lisbon, Lisbon District, PT',
    ]);
    expect(chips('Leeds, UK: a refill shop for cleaning products')).toEqual(['Leeds, England, GB']);
    expect(chips('Food trucks in Texas, first in Austin')).toEqual(['Austin, Texas, US']);
  });

  it('keeps a list of towns together when one of them is said to be a place', () => {
    expect(chips('Window cleaning in Reading, Bath and Swindon')).toEqual([
      'Reading, England, GB',
      'Bath, England, GB',
      'Swindon, England, GB',
    ]);
  });

  it('caps the list at six places', () => {
    const found = findPlaces('Pop-up shops in Leeds, York, Hull, Derby, Bristol, Exeter, Norwich and Oxford');
    expect(found.places).toHaveLength(6);
    expect(found.places[0]?.city).toBe('Leeds');
  });
});

describe('places: scope', () => {
  it('is local for a city or region, national for a country', () => {
    expect(findPlaces('Pet grooming vans in Cardiff').scope).toBe('local');
    expect(findPlaces('Pet grooming vans in Wales').scope).toBe('local');
    expect(findPlaces('Pet grooming vans in Norway').scope).toBe('national');
  });

  it('is global when the idea says so or spans continents', () => {
    expect(findPlaces('Vintage watch marketplace shipping worldwide').scope).toBe('global');
    expect(findPlaces('We ship globally from our Lisbon warehouse')).toMatchObject({
      scope: 'global',
      places: [expect.objectContaining({ city: 'Lisbon', country_code: 'PT' })],
    });
    expect(findPlaces('Hiking gear rental in Chile, Peru and Japan').scope).toBe('global');
    expect(findPlaces('Legal translation for firms in France and Belgium').scope).toBe('national');
  });

  it('is national with low confidence when no place is named', () => {
    const found = findPlaces('A subscription for refurbished office chairs');
    expect(found).toEqual({ places: [], scope: 'national', confidence: expect.any(Number) });
    expect(found.confidence).toBeLessThan(0.5);
  });

  it('is more confident of a place the text vouches for than of a bare capitalised name', () => {
    expect(findPlaces('Home-made pasta delivery in Bristol').confidence).toBeGreaterThan(
      findPlaces('Bristol home-made pasta delivery').confidence,
    );
  });
});

describe('places: words and names that are not places', () => {
  it.each([
    'Reading glasses on subscription for seniors',
    'Nice packaging for handmade soap',
    'Bath bombs made with essential oils',
    'Mobile car washing for busy parents',
    'Salt and pepper grinders with a lifetime guarantee',
    'Best Buy price tracking for bargain hunters',
    'An Orange juice press for cafés',
    'March madness bracket app',
    'Most freelancers forget their tax deadlines',
    'Split the bill app for house shares',
    'A Gap year planner for school leavers',
    'Charlotte Tilbury style makeup tutorials for teens',
    'B2B software for NHS trusts and GP surgeries',
    'A VAT return helper for sole traders',
  ])('finds no place in "%s"', (text) => {
    expect(findPlaces(text).places).toEqual([]);
  });

  it('takes a town that is a word when the text says it is a place', () => {
    expect(chips('Dog walking in Reading')).toEqual(['Reading, England, GB']);
    expect(chips('A coworking space in Nice, France')).toEqual(["Nice, Provence-Alpes-Côte d'Azur, FR"]);
    expect(chips('Most cafés in Split close in winter')).toEqual(['Split, Split-Dalmatia County, HR']);
    expect(chips('A Bath-based bridal boutique')).toEqual(['Bath, England, GB']);
  });

  it('does not take a plural or a name that runs on for a town', () => {
    expect(chips('Amsterdam canal boat tours')).toEqual(['Amsterdam, North Holland, NL']);
    expect(findPlaces('Surplus food for students at Exeter University').places.map((place) => place.city)).toEqual([
      'Exeter',
    ]);
  });

  it('drops a capitalised brand that is also a town when the idea names where it is', () => {
    expect(chips('A Toyota repair shop in Leeds')).toEqual(['Leeds, England, GB']);
  });

  it('reads lower-case ideas, but not lower-case words', () => {
    expect(chips('a laundry pickup service in são paulo')).toEqual(['São Paulo, São Paulo, BR']);
    expect(chips('we make dog treats in bristol')).toEqual(['Bristol, England, GB']);
    expect(countries('sourcing agents for small brands in china')).toEqual(['CN']);
    expect(countries('a reading club for kids who love nice stories')).toEqual([]);
  });
});

describe('places: names shared by several places', () => {
  it('defaults to the larger, better known place', () => {
    expect(main('Student housing in Cambridge')).toMatchObject({ city: 'Cambridge', country_code: 'GB' });
    expect(main('Street food markets in Birmingham')).toMatchObject({ city: 'Birmingham', country_code: 'GB' });
    expect(main('A perfume studio in Paris')).toMatchObject({ city: 'Paris', country_code: 'FR' });
    expect(main('Peach delivery across Georgia')).toMatchObject({ region: 'Georgia', country_code: 'US' });
  });

  it('follows the region or country written after the name', () => {
    expect(main('Student housing in Cambridge, Massachusetts')).toMatchObject({
      region: 'Massachusetts',
      country_code: 'US',
    });
    expect(chips('A coffee shop in Paris, Texas')).toEqual(['Paris, Texas, US']);
    expect(main('Barbecue delivery in Austin, TX')).toMatchObject({ city: 'Austin', region_code: 'TX' });
    expect(main('Soul food catering in Birmingham, Alabama')).toMatchObject({ region: 'Alabama', country_code: 'US' });
    expect(main('A bakery in London, Ontario')).toMatchObject({ region: 'Ontario', country_code: 'CA' });
  });

  it('follows the other places the idea names', () => {
    expect(countries('Wine tours in Georgia, starting from Tbilisi')).toEqual(['GE']);
    expect(main('Ferry tickets between Cambridge and Boston for MIT students')).toMatchObject({ country_code: 'US' });
  });
});

describe('places: counties, historic and tourist regions', () => {
  it.each([
    ['Holiday cottage linen hire in the Lake District', 'Lake District', 'GB'],
    ['Wedding barns across Cornwall', 'Cornwall', 'GB'],
    ['Dry-stone walling courses in the Yorkshire Dales', 'Yorkshire Dales', 'GB'],
    ['A gin distillery in Kent', 'Kent', 'GB'],
    ['Boutique campsites in the Cotswolds', 'Cotswolds', 'GB'],
    ['Fishing charters around Shetland', 'Shetland', 'GB'],
    ['Cheese farm visits in County Kerry', 'County Kerry', 'IE'],
    ['Seaweed foraging trips in Connemara', 'Connemara', 'IE'],
    ['Villa cleaning around the Algarve', 'Algarve', 'PT'],
    ['Timber cabins in the Black Forest', 'Black Forest', 'DE'],
    ['Ski chalet cleaning in Savoie', 'Savoie', 'FR'],
    ['Estancia stays in Patagonia', 'Patagonia', 'AR'],
    ['Grain storage sensors for farms across the Midwest', 'Midwest', 'US'],
    ['Clam shacks in New England', 'New England', 'US'],
    ['Wine tasting minibuses in the Napa Valley', 'Napa Valley', 'US'],
    ['Yoga retreats in the Cyclades', 'Cyclades', 'GR'],
  ])('%s', (text, region, code) => {
    const found = findPlaces(text);
    expect(found.places).toEqual([
      { city: null, region, region_code: null, country: countryName(code), country_code: code },
    ]);
    expect(found.scope).toBe('local');
    expect(currencyOf(code)).toBe(currencyOf(found.places[0]?.country_code ?? ''));
  });

  it.each([
    ['Truffle hunting weekends in Tuscany', 'Tuscany', 'IT'],
    ['Lemon grove tours in Sicily', 'Sicily', 'IT'],
    ['Cycling holidays in Provence', "Provence-Alpes-Côte d'Azur", 'FR'],
    ['Surf hostels in Brittany', 'Brittany', 'FR'],
    ['Horse-riding trips across Andalusia', 'Andalusia', 'ES'],
    ['Beer hall bookings in Bavaria', 'Bavaria', 'DE'],
  ])('reads a first-level region by its everyday name: %s', (text, region, code) => {
    expect(main(text)).toMatchObject({ city: null, region, country_code: code });
  });

  it('prefers the county to a town of the same name abroad', () => {
    expect(countries('Removals across Surrey')).toEqual(['GB']);
    expect(countries('Kayak hire in Norfolk')).toEqual(['GB']);
  });

  it('keeps a town as the place when its county narrows it, and lets a county stand for its nation', () => {
    expect(chips('Pottery classes in Truro, Cornwall')).toEqual(['Truro, England, GB']);
    expect(chips('Launching across England, starting in Devon')).toEqual(['Devon, GB']);
    expect(chips('Vegan café in Kent, Washington')).toEqual(['Kent, Washington, US']);
  });

  it('reads a one-word area that is also an English word only when the text says it is a place', () => {
    expect(findPlaces('Champagne tasting evenings for hen parties').places).toEqual([]);
    expect(countries('Grower visits in Champagne for wine clubs')).toEqual(['FR']);
  });

  it('reads areas in lower-case ideas and on islands', () => {
    expect(chips('golf lessons for beginners in the algarve')).toEqual(['Algarve, PT']);
    expect(chips('A whisky bar on Islay')).toEqual(['Islay, GB']);
  });

  it('resolves an area typed into a chip', () => {
    expect(resolvePlace('the Algarve')).toEqual({
      city: null,
      region: 'Algarve',
      region_code: null,
      country: 'Portugal',
      country_code: 'PT',
    });
    expect(resolvePlace('Yorkshire, UK')).toMatchObject({ region: 'Yorkshire', country_code: 'GB' });
  });
});

describe('places: the English names of towns the gazetteer keeps in another language', () => {
  it.each([
    ['Harbour boat tours in Galway', 'Galway', 'IE'],
    ['A hurling shop in Limerick', 'Limerick', 'IE'],
    ['Cargo bikes for couriers in Wroclaw', 'Wrocław', 'PL'],
    ['Design studio in Aarhus', 'Aarhus', 'DK'],
  ])('%s', (text, city, code) => {
    expect(main(text)).toMatchObject({ city, country_code: code });
  });
});

describe('places: a bare name shared by several places', () => {
  // Rule: population, plus a capital or regional seat, plus where this UK-based product's founders are
  // (the UK first, then Europe, the US, Canada and Hong Kong); a much larger namesake still wins.
  it.each([
    ['Paella cooking classes in Valencia', 'Valencia', 'ES'],
    ['A flamenco school in Córdoba', 'Córdoba', 'ES'],
    ['Coworking desks in Santiago', 'Santiago', 'CL'],
    ['A steelworkers’ café in Hamilton', 'Hamilton', 'CA'],
    ['Beach volleyball coaching in Perth', 'Perth', 'AU'],
    ['Jerk chicken food truck in Kingston', 'Kingston', 'JM'],
    ['Black-cab tours of London', 'London', 'GB'],
    ['Student lets near Durham University', 'Durham', 'GB'],
  ])('%s', (text, city, code) => {
    expect(main(text)).toMatchObject({ city, country_code: code });
  });

  it('reads Victoria alone as the Australian state, and the Canadian city when the province is written', () => {
    expect(main('Bike hire in Victoria')).toMatchObject({ city: null, region: 'Victoria', country_code: 'AU' });
    expect(main('Whale-watching trips from Victoria, BC')).toMatchObject({ city: 'Victoria', country_code: 'CA' });
  });

  it('follows the region or country written after the shared name', () => {
    expect(main('A bakery in Perth, Scotland')).toMatchObject({ city: 'Perth', country_code: 'GB' });
    expect(main('A dairy co-op in Hamilton, New Zealand')).toMatchObject({ city: 'Hamilton', country_code: 'NZ' });
    expect(main('Food halls in Durham, North Carolina')).toMatchObject({ city: 'Durham', country_code: 'US' });
    expect(main('Tea rooms in Kingston, Ontario')).toMatchObject({ city: 'Kingston', country_code: 'CA' });
    expect(main('Tutoring in Valencia, Venezuela')).toMatchObject({ city: 'Valencia', country_code: 'VE' });
  });

  it('takes a small town written out in full', () => {
    expect(main('A nursery in Kingston upon Thames')).toMatchObject({
      city: 'Kingston upon Thames',
      country_code: 'GB',
    });
  });
});

describe('places: nationalities of the customers and languages', () => {
  it('does not let the nationality of the customers outrank the place named', () => {
    expect(countries('A summer school in Cork for Spanish teenagers')).toEqual(['IE']);
    expect(main('Legal help for British retirees moving to the Algarve')).toMatchObject({ country_code: 'PT' });
  });

  it('still reads a nationality as the country when no place is named', () => {
    expect(countries('Payroll for Dutch flower growers')).toEqual(['NL']);
    expect(countries('Stock control for German pharmacies')).toEqual(['DE']);
  });

  it('reads a nationality that modifies no noun as a language', () => {
    expect(countries('Teaching English to adults in Porto')).toEqual(['PT']);
    expect(countries('We help expats speak German with confidence')).toEqual([]);
    expect(countries('Conversation clubs for people learning French')).toEqual([]);
  });
});

describe('places: place names that name goods, and places used as modifiers', () => {
  it.each([
    'Victoria sponge cakes for cafés',
    'Chelsea boots resoled by post',
    'Jersey cattle breeders network',
    'Brazil nuts in bulk for bakers',
    'Yorkshire puddings for carveries',
    'Norfolk Terrier breeders directory',
  ])('finds no place in "%s"', (text) => {
    expect(findPlaces(text).places).toEqual([]);
  });

  it('keeps the place that is named beside the goods', () => {
    expect(chips('Chelsea boots made in Northampton')).toEqual(['Northampton, England, GB']);
    expect(main('A cake shop in Chelsea')).toMatchObject({ city: 'Chelsea', country_code: 'GB' });
  });

  it('is less sure of a place used only as a modifier than of one the text says the business is in', () => {
    const modifier = findPlaces('Lisbon walking tours for cruise passengers');
    expect(modifier.places[0]).toMatchObject({ city: 'Lisbon', country_code: 'PT' });
    expect(modifier.confidence).toBeLessThan(findPlaces('Walking tours in Lisbon for cruise passengers').confidence);
    expect(countries('Mobile app for Miami boat owners')).toEqual(['US']);
    expect(main('Mobile app for Miami boat owners').city).toBe('Miami');
  });
});

describe('places: where goods come from and where they go', () => {
  it('puts the origin before the market goods are exported to', () => {
    expect(countries('Kenyan tea exported to cafés in London')).toEqual(['KE', 'GB']);
    expect(countries('Portuguese cork exported to wineries in France')).toEqual(['PT', 'FR']);
    expect(countries('Wine exported from Bordeaux to China')).toEqual(['FR', 'CN']);
  });
});

describe('resolvePlace: what a founder types into a chip', () => {
  it.each([
    ['Porto', 'Porto', 'PT'],
    ['NYC', 'New York City', 'US'],
    ['leeds', 'Leeds', 'GB'],
    ['Paris, Texas', 'Paris', 'US'],
    ['London, Ontario', 'London', 'CA'],
    ['Cambridge, MA', 'Cambridge', 'US'],
  ])('%s', (typed, city, code) => {
    expect(resolvePlace(typed)).toMatchObject({ city, country_code: code });
  });

  it('resolves regions and countries without a city', () => {
    expect(resolvePlace('Bavaria, Germany')).toEqual({
      city: null,
      region: 'Bavaria',
      region_code: 'BY',
      country: 'Germany',
      country_code: 'DE',
    });
    expect(resolvePlace('Portugal')).toEqual({
      city: null,
      region: null,
      region_code: null,
      country: 'Portugal',
      country_code: 'PT',
    });
    expect(resolvePlace('the UK')).toMatchObject({ city: null, country_code: 'GB' });
  });

  it('returns null for a name that is no place', () => {
    expect(resolvePlace('Qwxzvbn')).toBeNull();
    expect(resolvePlace('')).toBeNull();
  });
});

describe('currencies and country names', () => {
  it.each([
    ['GB', 'GBP'],
    ['PT', 'EUR'],
    ['DE', 'EUR'],
    ['US', 'USD'],
    ['JP', 'JPY'],
    ['IN', 'INR'],
    ['KE', 'KES'],
    ['BR', 'BRL'],
    ['CH', 'CHF'],
    ['ng', 'NGN'],
  ])('%s pays in %s', (code, currency) => {
    expect(currencyOf(code)).toBe(currency);
  });

  it('falls back to GBP for an unknown country', () => {
    expect(currencyOf('ZZ')).toBe('GBP');
  });

  it('prices an idea in the currency of its main place', () => {
    expect(currencyOf(main('Surf lessons for tourists in Ericeira, Portugal').country_code)).toBe('EUR');
    expect(currencyOf(main('Taco trucks in Los Angeles').country_code)).toBe('USD');
  });

  it('names countries in English', () => {
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('us')).toBe('United States');
    expect(countryName('ZZ')).toBe('ZZ');
  });
});
