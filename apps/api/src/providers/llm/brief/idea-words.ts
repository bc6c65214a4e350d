// Word lists the brief reader uses to find the parts of an idea: who it is for, what it sells and how
// it makes money. General English, not phrases tuned to particular ideas.

/** Organisations: a customer phrase ending in one of these is a business buyer (B2B). */
export const ORGANISATIONS = new Set(
  `business businesses company companies firm firms sme smes startup startups agency agencies brand brands
  retailer retailers shop shops store stores seller sellers merchant merchants restaurant restaurants cafe cafes
  café cafés bar bars pub pubs bakery bakeries brewery breweries winery wineries hotel hotels hostel hostels
  clinic clinics practice practices surgery surgeries hospital hospitals pharmacy pharmacies dentist dentists
  school schools college colleges university universities nursery nurseries academy academies charity charities
  nonprofit nonprofits ngo ngos council councils government governments farm farms grower growers manufacturer
  manufacturers factory factories warehouse warehouses garage garages salon salons barbershop barbershops gym gyms
  studio studios venue venues landlord landlords letting agent agents employer employers team teams department
  departments club clubs supermarket supermarkets chain chains franchise franchises operator operators fleet fleets
  contractor contractors builder builders plumber plumbers electrician electricians tradesperson tradespeople
  accountant accountants lawyer lawyers solicitor solicitors architect architects consultant consultants
  recruiter recruiters freelancer freelancers creator creators publisher publishers developer developers
  vet vets veterinarian veterinarians therapist therapists coach coaches trainer trainers tutor tutors
  photographer photographers designer designers organiser organisers organizer organizers planner planners
  owner owners manager managers institution institutions office offices laboratory laboratories lab labs
  care-home care-homes home-care provider providers producer producers exporter exporters importer importers
  distributor distributors wholesaler wholesalers estate estates property-manager property-managers hr
  maker makers brewer brewers baker bakers florist florists butcher butchers jeweller jewellers jeweler jewelers
  tailor tailors stylist stylists hairdresser hairdressers barber barbers optician opticians pharmacist
  pharmacists physiotherapist physiotherapists physio physios osteopath osteopaths chiropractor chiropractors
  caterer caterers hotelier hoteliers restaurateur restaurateurs landscaper landscapers roofer roofers painter
  painters decorator decorators carpenter carpenters joiner joiners mechanic mechanics haulier hauliers trucker
  truckers courier couriers trader traders dealer dealers broker brokers adviser advisers advisor advisors
  gallery galleries museum museums spa spas gp gps practitioner practitioners dentistry surgeon surgeons
  midwife midwives nurseries installer installers exhibitor exhibitors vendor vendors stockist stockists
  cooperative cooperatives co-op co-ops municipality municipalities hospice hospices carehome marina marinas
  port ports harbour harbours airport airports stadium stadiums campsite campsites
  theatre theatres cinema cinemas library libraries church churches parish parishes landowner landowners
  farmer farmers rancher ranchers fisherman fishermen breeder breeders beekeeper beekeepers stall stalls kiosk
  kiosks hawker hawkers entrepreneur entrepreneurs sole-trader sole-traders self-employed building buildings block blocks property
  properties premises development developments site sites employer mill mills crew crews truck trucks`.split(/\s+/),
);

/** People buying for themselves: a customer phrase ending in one of these is a consumer (B2C). */
export const CONSUMERS = new Set(
  `people person parent parents mum mums mom moms dad dads family families child children kid kids teen teens
  teenager teenagers student students pupil pupils learner learners graduate graduates worker workers staff employee
  employees commuter commuters traveller travellers traveler travelers tourist tourists visitor visitors
  patient patients senior seniors pensioner pensioners retiree retirees couple couples woman women man men
  girl girls boy boys gamer gamers fan fans runner runners cyclist cyclists hiker hikers climber climbers surfer
  surfers athlete athletes player players musician musicians artist artists writer writers reader readers
  homeowner homeowners renter renters tenant tenants resident residents neighbour neighbours neighbor neighbors
  shopper shoppers diner diners foodie foodies cook cooks gardener gardeners collector collectors hobbyist
  hobbyists driver drivers rider riders pet-owner pet-owners dog-owner dog-owners cat-owner cat-owners
  millennial millennials consumer consumers customer customers user users member members subscriber subscribers
  nurse nurses doctor doctors carer carers caregiver caregivers volunteer volunteers expat expats migrant
  migrants immigrant immigrants newcomer newcomers jobseeker jobseekers job-seeker job-seekers professional
  professionals nomad nomads beginner beginners adult adults baby babies toddler toddlers infant infants
 home homes guest guests attendee attendees listener listeners viewer viewers household households individual individuals
  investor investors saver savers borrower borrowers buyer buyers bride brides groom grooms apprentice apprentices
  trainee trainees`.split(/\s+/),
);

/** Words that name the kind of business rather than what it sells. */
export const FORM_WORDS = new Set(
  `subscription subscriptions service services app apps application applications platform platforms marketplace
  marketplaces website websites site sites tool tools startup startups business businesses company companies
  solution solutions box boxes shop shops store stores brand brands agency agencies network networks community
  communities membership memberships club clubs programme program programs system systems portal portals
  product products offering idea concept venture project online digital mobile web new simple smart rental rentals
  b2b b2c d2c saas
  leasing lease hire peer-to-peer p2p`.split(/\s+/),
);

/** Verbs that join what the business is to what it sells ("a service delivering chairs"). */
export const OFFER_VERBS =
  /^(buy|buys|purchase|purchases|deliver|delivers|delivering|sell|sells|selling|offer|offers|offering|provide|provides|providing|rent|rents|renting|lease|leases|leasing|hire|hires|hiring|supply|supplies|supplying|ship|ships|shipping|bring|brings|bringing|make|makes|making|produces|producing|teach|teaches|teaching|give|gives|giving|send|sends|sending|stock|stocks|stocking|serve|serves|serving|host|hosts|hosting|run|runs|running|organise|organises|organising|organize|organizes|organizing|build|builds|building|design|designs|designing|create|creates|creating|install|installs|installing|repair|repairs|repairing|clean|cleans|cleaning|recycle|recycles|recycling|grow|grows|growing|brew|brews|brewing|bake|bakes|baking|cook|cooks|cooking|print|prints|printing|translate|translates|translating|track|tracks|tracking|monitor|monitors|monitoring|manage|manages|managing|automate|automates|automating|book|books|booking|find|finds|finding|match|matches|matching|connect|connects|connecting|pair|pairs|pairing|link|links|linking|help|helps|helping|let|lets|letting|allow|allows|allowing|enable|enables|enabling|turn|turns|turning|use|uses|using|for|of|with|selling|featuring|about|on)$/;

/** Words that end the phrase of what is sold. */
export const PHRASE_END =
  /^(to|for|in|at|across|around|near|throughout|within|from|by|via|through|so|that|which|who|where|while|when|because|then|without|whose|instead|plus|but|or|as|on|into|inside|under|over|like|than|between|among|amongst|sold|made|delivered|shipped|grown|built|designed|printed|sourced|handmade|every|each|expanding|aged|based|along|alongside|beyond|during|after|before|against)$/;

/** Filler before the idea itself: "I want to build an app that…", "Idea: …". */
export const LEAD_IN =
  /^(?:(?:my|our|the)\s+(?:startup\s+)?idea\s+is\s+|idea:\s*|(?:i|we)\s+(?:want|plan|would like|am planning|are planning|'d like)\s+to\s+(?:build|start|launch|create|make|open|run|set up)\s+|(?:i|we)\s+(?:am|are)\s+(?:building|starting|launching|creating|making|opening)\s+|(?:building|starting|launching|creating)\s+|an?\s+idea\s+for\s+|imagine\s+|basically\s+|something\s+like\s+|what\s+if\s+|how\s+about\s+)/i;

/** Common English function words: never a key term, never the head of what is sold. */
export const FUNCTION_WORDS = new Set(
  `a an the this that these those it its my our your their we i you they he she who whom which what where when why
  how is are was were be been being am do does did have has had will would can could should may might must shall
  to of in on at by for with from into onto about as than then so and or but nor not no yes very really just also
  too more most less least many much some any all each every both either neither other another such own same few
  up down out over under again further once here there only even still already ever never always often sometimes
  lot lots kind kinds type types way ways thing things something someone everyone anyone people one ones
  let lets get gets got make makes made like want wants need needs help helps use uses using new good great best
  easy simple better cheap cheaper fast faster local small big large first based plus via per etc`.split(/\s+/),
);

/** Keyboard runs that show a mashed key rather than a word. */
const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1234567890'];

/** True when a token looks like a word a person typed on purpose. */
export function plausibleWord(word: string): boolean {
  const w = word.toLowerCase();
  if (/^\d+([.,]\d+)?%?$/.test(w)) return true;
  if (!/[aeiouy]/.test(w)) return /^[A-Z0-9]{2,6}s?$/.test(word); // acronyms (VAT, GCSE, B2B)
  if (/(.)\1\1/.test(w)) return false;
  if (/[bcdfghjklmnpqrstvwxz]{5,}/.test(w)) return false;
  for (const row of KEYBOARD_ROWS) {
    for (let i = 0; i + 5 <= w.length; i += 1) if (row.includes(w.slice(i, i + 5))) return false;
  }
  return true;
}
