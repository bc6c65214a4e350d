// Well-known areas that are not first-level regions, so neither GeoNames cities nor the regions table
// holds them: counties and provinces (Cornwall, County Cork, Aberdeenshire), historic regions (Yorkshire,
// Bohemia, Patagonia) and the tourist and wine regions founders build businesses around (the Lake District,
// the Cotswolds, the Algarve, the Black Forest, Napa Valley, the Garden Route). Written once from general
// knowledge of each country's geography, covering the countries this product forms companies in and the
// places founders most often name elsewhere; it is a list of names, not of ideas.
//
// Each row is [ISO 3166-1 alpha-2, the first-level region the area lies in as the regions table names it
// ('' when it spans several), names separated by ';']. The first spelling of a name is the one shown;
// others follow after '/'. An area is shown as the place's region, without a region code. No I/O.

export const AREA_TABLE: ReadonlyArray<readonly [string, string, string]> = [
  // United Kingdom: ceremonial and historic counties, national parks and regions of England.
  [
    'GB',
    'England',
    'Bedfordshire;Berkshire;Buckinghamshire/Bucks;Cambridgeshire;Cheshire;Cornwall/Kernow;Cumbria;Derbyshire;' +
      'Devon;Dorset;County Durham/Co Durham/Durham County;East Riding of Yorkshire/East Yorkshire;East Sussex;' +
      'Essex;Gloucestershire/Glos;Hampshire/Hants;Herefordshire;Hertfordshire/Herts;Isle of Wight;Kent;' +
      'Lancashire/Lancs;Leicestershire;Lincolnshire/Lincs;Merseyside;Norfolk;North Yorkshire;Northamptonshire;' +
      'Northumberland;Nottinghamshire/Notts;Oxfordshire/Oxon;Rutland;Shropshire;Somerset;South Yorkshire;' +
      'Staffordshire/Staffs;Suffolk;Surrey;Tyne and Wear;Warwickshire;West Midlands;West Sussex;West Yorkshire;' +
      'Wiltshire/Wilts;Worcestershire;Yorkshire;Sussex;Isles of Scilly/Scilly Isles;Lake District;' +
      'Cotswolds/Cotswold;Peak District;Yorkshire Dales;North York Moors;New Forest;Home Counties;Midlands;' +
      'East Midlands;East Anglia;West Country;South West England;North East England;North West England;' +
      'Dartmoor;Exmoor;Jurassic Coast;Chilterns/Chiltern Hills;Norfolk Broads;Fens/Fenland;' +
      'Forest of Dean;Teesside;Wirral;Black Country;Thames Valley;South Downs;Malvern Hills;Isle of Thanet',
  ],
  [
    'GB',
    'Scotland',
    'Aberdeenshire;Argyll/Argyll and Bute;Ayrshire;Scottish Borders;Dumfries and Galloway/Galloway;' +
      'Fife;Lanarkshire;Lothian/Lothians;East Lothian;West Lothian;Midlothian;Moray;Orkney/Orkney Islands;' +
      'Shetland/Shetland Islands;Outer Hebrides/Western Isles;Hebrides;Isle of Skye/Skye;Perthshire/' +
      'Perth and Kinross;Stirlingshire;Cairngorms;Loch Lomond;Speyside;Isle of Arran/Arran;Islay;' +
      'Isle of Mull/Mull;Caithness;Sutherland;Kintyre',
  ],
  [
    'GB',
    'Wales',
    'Anglesey/Ynys Môn/Ynys Mon;Gwynedd;Denbighshire;Flintshire;Powys;Ceredigion;Pembrokeshire;' +
      'Carmarthenshire;Monmouthshire;Glamorgan/Vale of Glamorgan;Gower/Gower Peninsula;Snowdonia/Eryri;' +
      'Brecon Beacons/Bannau Brycheiniog;North Wales;South Wales;West Wales;Mid Wales;Llŷn Peninsula/Llyn Peninsula',
  ],
  [
    'GB',
    'Northern Ireland',
    'County Antrim/Co Antrim;County Down/Co Down;County Armagh/Co Armagh;County Tyrone/Co Tyrone/Tyrone;' +
      'County Fermanagh/Co Fermanagh/Fermanagh;County Londonderry/Co Londonderry/County Derry/Co Derry;' +
      'Causeway Coast',
  ],
  // Ireland: the counties (GeoNames' first level is the province).
  [
    'IE',
    'Connacht',
    'County Galway/Co Galway/Galway County;County Mayo/Co Mayo/Mayo;County Sligo/Co Sligo;' +
      'County Leitrim/Co Leitrim/Leitrim;County Roscommon/Co Roscommon/Roscommon;Connemara;Burren/The Burren',
  ],
  [
    'IE',
    'Leinster',
    'County Dublin/Co Dublin;County Wicklow/Co Wicklow/Wicklow;County Wexford/Co Wexford/Wexford;' +
      'County Kildare/Co Kildare/Kildare;County Meath/Co Meath/Meath;County Louth/Co Louth/Louth;' +
      'County Kilkenny/Co Kilkenny;County Carlow/Co Carlow;County Laois/Co Laois/Laois;County Offaly/Co Offaly/' +
      'Offaly;County Westmeath/Co Westmeath/Westmeath;County Longford/Co Longford',
  ],
  [
    'IE',
    'Munster',
    'County Cork/Co Cork/West Cork;County Kerry/Co Kerry/Kerry;County Limerick/Co Limerick;' +
      'County Clare/Co Clare/Clare;County Tipperary/Co Tipperary/Tipperary;County Waterford/Co Waterford;' +
      'Ring of Kerry;Dingle Peninsula',
  ],
  [
    'IE',
    'Ulster',
    'County Donegal/Co Donegal/Donegal;County Cavan/Co Cavan/Cavan;County Monaghan/Co Monaghan/Monaghan',
  ],
  ['IE', '', 'Wild Atlantic Way'],
  // France.
  ['FR', 'Grand Est', 'Alsace;Champagne;Lorraine;Vosges'],
  ['FR', 'Bourgogne-Franche-Comté', 'Burgundy/Bourgogne;Franche-Comté/Franche-Comte'],
  ['FR', 'Nouvelle-Aquitaine', 'Dordogne/Périgord/Perigord;Gironde;Landes;Charente;Limousin;Aquitaine'],
  ['FR', 'Occitanie', 'Languedoc;Gascony/Gascogne;Hérault/Herault;Gard;Aveyron'],
  ['FR', 'Auvergne-Rhône-Alpes', 'Savoie/Savoy;Haute-Savoie;Ardèche/Ardeche;Auvergne;Beaujolais;French Alps'],
  ['FR', "Provence-Alpes-Côte d'Azur", 'Luberon;Vaucluse;Camargue;Alpes-Maritimes'],
  ['FR', 'Pays de la Loire', 'Vendée/Vendee'],
  ['FR', 'Brittany', 'Finistère/Finistere;Morbihan'],
  ['FR', 'Normandie', 'Calvados'],
  ['FR', 'Hauts-de-France', 'Picardy/Picardie'],
  ['FR', '', 'Loire Valley/Val de Loire;Pyrenees/Pyrénées;French Basque Country'],
  // Spain: coasts and islands.
  ['ES', 'Andalusia', 'Costa del Sol;Costa de la Luz;Sierra Nevada'],
  ['ES', 'Catalonia', 'Costa Brava;Costa Dorada/Costa Daurada'],
  ['ES', 'Valencian Community', 'Costa Blanca'],
  ['ES', 'Canary Islands', 'Tenerife;Gran Canaria;Lanzarote;Fuerteventura;La Palma'],
  ['ES', 'Balearic Islands', 'Menorca/Minorca;Formentera'],
  ['ES', 'Region of Murcia', 'Costa Cálida/Costa Calida'],
  // Italy.
  ['IT', 'Tuscany', 'Chianti;Maremma;Val d’Orcia/Val d Orcia'],
  ['IT', 'Liguria', 'Cinque Terre;Italian Riviera'],
  ['IT', 'Campania', 'Amalfi Coast;Sorrento Peninsula'],
  ['IT', 'Lombardy', 'Lake Como;Franciacorta'],
  ['IT', 'Piedmont', 'Langhe'],
  ['IT', 'Apulia', 'Salento'],
  ['IT', 'Trentino-Alto Adige/Südtirol', 'South Tyrol/Alto Adige/Südtirol/Sudtirol;Trentino'],
  ['IT', '', 'Dolomites;Lake Garda;Lake Maggiore'],
  // Portugal.
  ['PT', 'Faro District', 'Algarve'],
  ['PT', '', 'Douro Valley/Douro;Alentejo;Silver Coast;Minho'],
  // Germany, Austria, Switzerland.
  ['DE', 'Baden-Württemberg', 'Black Forest/Schwarzwald;Swabia/Swabian Alb'],
  ['DE', 'North Rhine-Westphalia', 'Ruhr/Ruhr Area/Ruhr Valley/Ruhrgebiet'],
  ['DE', 'Bavaria', 'Franconia/Franken;Allgäu/Allgau;Bavarian Alps'],
  ['DE', 'Rhineland-Palatinate', 'Moselle Valley/Mosel Valley;Palatinate/Pfalz'],
  ['DE', 'Schleswig-Holstein', 'Sylt'],
  ['DE', 'Mecklenburg-Vorpommern', 'Rügen/Rugen'],
  ['DE', 'Brandenburg', 'Spreewald'],
  ['DE', '', 'Rhineland;Lake Constance/Bodensee;Harz;Eifel;Rhine Valley'],
  ['AT', 'Lower Austria', 'Wachau'],
  ['AT', 'Tyrol', 'Zillertal;Ötztal/Otztal'],
  ['AT', '', 'Salzkammergut;Austrian Alps'],
  ['CH', 'Graubünden', 'Engadin/Engadine'],
  ['CH', 'Canton of Bern', 'Bernese Oberland'],
  ['CH', '', 'Lake Geneva/Lac Léman;Swiss Alps'],
  // Benelux and the Nordic countries.
  ['NL', 'Gelderland', 'Veluwe'],
  ['NL', '', 'Randstad;Wadden Islands'],
  ['BE', 'Wallonia', 'Ardennes'],
  ['DK', '', 'Jutland/Jylland'],
  ['DK', 'Region of Southern Denmark', 'Funen/Fyn'],
  ['DK', 'Capital Region of Denmark', 'Bornholm'],
  ['NO', 'Nordland', 'Lofoten/Lofoten Islands'],
  ['NO', '', 'Norwegian fjords/Fjord Norway;Western Norway'],
  ['SE', 'Skåne County', 'Scania'],
  ['SE', '', 'Swedish Lapland;Norrland'],
  // Central and eastern Europe, the Balkans, the Mediterranean.
  ['PL', '', 'Silesia;Pomerania'],
  ['PL', 'Warmian-Masurian Voivodeship', 'Masuria/Mazury'],
  ['PL', 'Lesser Poland Voivodeship', 'Tatra Mountains/Tatras'],
  ['CZ', '', 'Bohemia;Moravia'],
  ['HU', '', 'Lake Balaton/Balaton'],
  ['HR', '', 'Dalmatia/Dalmatian Coast'],
  ['HR', 'Split-Dalmatia County', 'Hvar;Brač/Brac'],
  ['GR', 'South Aegean', 'Cyclades;Dodecanese;Santorini/Thira;Mykonos;Naxos;Paros'],
  ['GR', 'Ionian Islands', 'Corfu/Kerkyra;Zakynthos/Zante;Kefalonia/Cephalonia'],
  ['GR', 'Central Macedonia', 'Halkidiki/Chalkidiki'],
  ['GR', '', 'Greek islands'],
  ['MT', '', 'Gozo'],
  // United States.
  [
    'US',
    '',
    'Midwest/Mid-West;New England;Pacific Northwest;Deep South;American South;Mid-Atlantic;Rust Belt;Sun Belt;' +
      'Appalachia;Great Plains;Rocky Mountains/Rockies;West Coast;East Coast;Gulf Coast;Tri-State Area;' +
      'Lake Tahoe;American Southwest;Great Lakes',
  ],
  [
    'US',
    'California',
    'Napa Valley;Sonoma County;Central Valley;Inland Empire;Orange County;Central Coast;Big Sur;' +
      'San Fernando Valley;Coachella Valley',
  ],
  ['US', 'New York', 'Hamptons;Long Island;Hudson Valley;Catskills;Adirondacks;Finger Lakes'],
  ['US', 'Massachusetts', "Cape Cod;Martha's Vineyard;Berkshires"],
  ['US', 'Florida', 'Florida Keys;Space Coast'],
  ['US', 'Minnesota', 'Twin Cities'],
  ['US', 'North Carolina', 'Research Triangle;Outer Banks'],
  ['US', 'Texas', 'Texas Hill Country/Hill Country'],
  ['US', 'Michigan', 'Upper Peninsula'],
  ['US', 'Illinois', 'Chicagoland'],
  ['US', 'Hawaii', 'Maui;Oahu;Big Island;Kauai'],
  ['US', 'Colorado', 'Front Range'],
  // Canada and Latin America.
  ['CA', '', 'Prairies/Canadian Prairies;Maritimes;Atlantic Canada;Canadian Rockies'],
  ['CA', 'Ontario', 'Greater Toronto Area/GTA;Niagara/Niagara Region;Muskoka;Golden Horseshoe'],
  ['CA', 'British Columbia', 'Okanagan/Okanagan Valley;Vancouver Island;Lower Mainland'],
  ['CA', 'Nova Scotia', 'Cape Breton/Cape Breton Island'],
  ['CA', 'Quebec', 'Eastern Townships;Laurentians'],
  ['MX', 'Quintana Roo', 'Riviera Maya'],
  ['MX', '', 'Yucatán Peninsula/Yucatan Peninsula'],
  ['AR', '', 'Patagonia'],
  ['PE', '', 'Sacred Valley'],
  // Oceania.
  ['AU', '', 'Outback'],
  ['AU', 'New South Wales', 'Hunter Valley;Blue Mountains;Northern Rivers'],
  ['AU', 'South Australia', 'Barossa Valley/Barossa;Kangaroo Island;McLaren Vale'],
  ['AU', 'Western Australia', 'Margaret River region'],
  ['AU', 'Queensland', 'Great Barrier Reef;Whitsundays/Whitsunday Islands'],
  ['AU', 'Victoria', 'Yarra Valley;Mornington Peninsula'],
  ['AU', 'Northern Territory', 'Top End'],
  ['NZ', '', 'North Island;South Island'],
  ['NZ', 'Waikato', 'Coromandel/Coromandel Peninsula'],
  ['NZ', 'Otago', 'Central Otago'],
  // Africa, Asia.
  ['ZA', 'Western Cape', 'Garden Route;Cape Winelands'],
  ['ZA', 'Mpumalanga', 'Kruger/Kruger National Park'],
  ['ZA', '', 'Karoo;Drakensberg'],
  ['KE', '', 'Masai Mara/Maasai Mara;Rift Valley'],
  ['TZ', '', 'Serengeti'],
  ['EG', '', 'Sinai'],
  ['IN', '', 'Kashmir;Ladakh'],
  ['ID', 'West Nusa Tenggara', 'Lombok'],
  ['ID', '', 'Sumatra;Borneo'],
  ['TH', 'Surat Thani Province', 'Koh Samui/Ko Samui;Koh Phangan/Ko Pha Ngan'],
  ['TH', '', 'Isan'],
  ['VN', '', 'Mekong Delta'],
  ['JP', '', 'Kansai;Kanto;Kyushu;Shikoku;Honshu'],
  ['HK', '', 'Hong Kong Island;New Territories'],
  ['HK', 'Islands', 'Lantau/Lantau Island'],
];
