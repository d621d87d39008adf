// Hand-written: Spanish names and spellings of places whose GeoNames name is the English or local one, and the informal
// country names people type. Every exonym target is checked against the gazetteer by places.test.ts.

/** Spanish exonym → [GeoNames name, ISO country code]. */
export const CITY_EXONYMS: Record<string, [string, string]> = {
  // Europa
  'Londres': ['London', 'GB'], 'Edimburgo': ['Edinburgh', 'GB'],
  'Marsella': ['Marseille', 'FR'], 'Burdeos': ['Bordeaux', 'FR'],
  'Tolosa de Francia': ['Toulouse', 'FR'], 'Niza': ['Nice', 'FR'], 'Estrasburgo': ['Strasbourg', 'FR'],
  'Aviñón': ['Avignon', 'FR'], 'Perpiñán': ['Perpignan', 'FR'],
  'Bayona': ['Bayonne', 'FR'], 'Ruan': ['Rouen', 'FR'],
  'Colonia': ['Köln', 'DE'], 'Fráncfort': ['Frankfurt am Main', 'DE'],
  'Frankfurt': ['Frankfurt am Main', 'DE'], 'Hamburgo': ['Hamburg', 'DE'], 'Dresde': ['Dresden', 'DE'],
  'Núremberg': ['Nürnberg', 'DE'],
  'Hannover': ['Hanover', 'DE'], 'Aquisgrán': ['Aachen', 'DE'],
  'Tréveris': ['Trier', 'DE'], 'Maguncia': ['Mainz', 'DE'],
  'Viena': ['Vienna', 'AT'], 'Salzburgo': ['Salzburg', 'AT'],
  'Ginebra': ['Genève', 'CH'], 'Berna': ['Bern', 'CH'], 'Basilea': ['Basel', 'CH'],
  'Lausana': ['Lausanne', 'CH'], 'Lucerna': ['Luzern', 'CH'],
  'Roma': ['Rome', 'IT'], 'Nápoles': ['Naples', 'IT'],
  'Florencia': ['Florence', 'IT'], 'Venecia': ['Venice', 'IT'], 'Génova': ['Genoa', 'IT'], 'Bolonia': ['Bologna', 'IT'],
  'Padua': ['Padova', 'IT'],
  'Mesina': ['Messina', 'IT'], 'Siracusa': ['Syracuse', 'IT'],
  'Lisboa': ['Lisbon', 'PT'], 'Oporto': ['Porto', 'PT'],
  'Bruselas': ['Brussels', 'BE'], 'Amberes': ['Antwerpen', 'BE'], 'Gante': ['Gent', 'BE'], 'Brujas': ['Brugge', 'BE'],
  'Lieja': ['Liège', 'BE'], 'Róterdam': ['Rotterdam', 'NL'], 'La Haya': ['The Hague', 'NL'],
  'Luxemburgo': ['Luxembourg', 'LU'], 'Copenhague': ['Copenhagen', 'DK'], 'Estocolmo': ['Stockholm', 'SE'],
  'Gotemburgo': ['Göteborg', 'SE'], 'Reikiavik': ['Reykjavik', 'IS'],
  'Varsovia': ['Warsaw', 'PL'], 'Cracovia': ['Kraków', 'PL'], 'Breslavia': ['Wrocław', 'PL'], 'Danzig': ['Gdańsk', 'PL'],
  'Praga': ['Prague', 'CZ'],
  'Bucarest': ['Bucharest', 'RO'], 'Belgrado': ['Belgrade', 'RS'],
  'Liubliana': ['Ljubljana', 'SI'], 'Atenas': ['Athens', 'GR'], 'Salónica': ['Thessaloníki', 'GR'],
  'Tesalónica': ['Thessaloníki', 'GR'], 'Estambul': ['Istanbul', 'TR'], 'Esmirna': ['İzmir', 'TR'],
  'Moscú': ['Moscow', 'RU'], 'San Petersburgo': ['Saint Petersburg', 'RU'], 'Kiev': ['Kyiv', 'UA'],
  'Járkov': ['Kharkiv', 'UA'], 'Odesa': ['Odessa', 'UA'], 'Vilna': ['Vilnius', 'LT'],
  'Tallin': ['Tallinn', 'EE'], 'Tiflis': ['Tbilisi', 'GE'],
  'Ereván': ['Yerevan', 'AM'], 'La Valeta': ['Valletta', 'MT'],
  // Asia y Oriente Medio
  'Pekín': ['Beijing', 'CN'], 'Cantón': ['Guangzhou', 'CN'],
  'Nankín': ['Nanjing', 'CN'], 'Tokio': ['Tokyo', 'JP'], 'Kioto': ['Kyoto', 'JP'],
  'Seúl': ['Seoul', 'KR'], 'Pionyang': ['Pyongyang', 'KP'],
  'Ciudad Ho Chi Minh': ['Ho Chi Minh City', 'VN'],
  'Saigón': ['Ho Chi Minh City', 'VN'], 'Singapur': ['Singapore', 'SG'], 'Yakarta': ['Jakarta', 'ID'],
  'Nueva Delhi': ['New Delhi', 'IN'], 'Bombay': ['Mumbai', 'IN'],
  'Calcuta': ['Kolkata', 'IN'], 'Katmandú': ['Kathmandu', 'NP'], 'Daca': ['Dhaka', 'BD'],
  'Teherán': ['Tehran', 'IR'],
  'Bagdad': ['Baghdad', 'IQ'], 'Damasco': ['Damascus', 'SY'], 'Jerusalén': ['Jerusalem', 'IL'],
  'Amán': ['Amman', 'JO'], 'Riad': ['Riyadh', 'SA'], 'La Meca': ['Mecca', 'SA'],
  'Abu Dabi': ['Abu Dhabi', 'AE'], 'Kuwait': ['Kuwait City', 'KW'],
  'Ulán Bator': ['Ulaanbaatar', 'MN'], 'Taskent': ['Tashkent', 'UZ'], 'Samarcanda': ['Samarkand', 'UZ'],
  // África
  'El Cairo': ['Cairo', 'EG'], 'Alejandría': ['Alexandria', 'EG'], 'Argel': ['Algiers', 'DZ'],
  'Túnez': ['Tunis', 'TN'],
  'Marrakech': ['Marrakesh', 'MA'], 'Tánger': ['Tangier', 'MA'], 'Fez': ['Fes', 'MA'], 'Tetuán': ['Tetouan', 'MA'],
  'Jartum': ['Khartoum', 'SD'], 'Adís Abeba': ['Addis Ababa', 'ET'],
  'Ciudad del Cabo': ['Cape Town', 'ZA'], 'Johannesburgo': ['Johannesburg', 'ZA'],
  'Kinsasa': ['Kinshasa', 'CD'],
  'Lovaina': ['Leuven', 'BE'], 'Nimega': ['Nijmegen', 'NL'], 'Ratisbona': ['Regensburg', 'DE'], 'Wurzburgo': ['Würzburg', 'DE'],
  'Augsburgo': ['Augsburg', 'DE'], 'Gotinga': ['Göttingen', 'DE'], 'Mantua': ['Mantova', 'IT'], 'Rávena': ['Ravenna', 'IT'],
  'Tolón': ['Toulon', 'FR'], 'Volgogrado': ['Volgograd', 'RU'], 'Ekaterimburgo': ['Yekaterinburg', 'RU'],
  'Macao': ['Macau', 'MO'], 'Benarés': ['Varanasi', 'IN'], 'Alepo': ['Aleppo', 'SY'], 'Trebisonda': ['Trabzon', 'TR'],
  'Yeda': ['Jeddah', 'SA'], 'Ciudad de Kuwait': ['Kuwait City', 'KW'], 'Andorra la Vieja': ['Andorra la Vella', 'AD'],
  'Ciudad del Vaticano': ['Vatican City', 'VA'], 'Tombuctú': ['Timbuktu', 'ML'], 'Mogadiscio': ['Mogadishu', 'SO'],
  'Dar es-Salam': ['Dar es Salaam', 'TZ'], 'Yamena': ["N'Djamena", 'TD'], 'Uagadugú': ['Ouagadougou', 'BF'],
  // América
  'Nueva York': ['New York City', 'US'], 'Filadelfia': ['Philadelphia', 'US'], 'Nueva Orleans': ['New Orleans', 'US'],
 
 
  'Ciudad de México': ['Mexico City', 'MX'], 'México D. F.': ['Mexico City', 'MX'], 'CDMX': ['Mexico City', 'MX'],
  'Ciudad de Quebec': ['Québec', 'CA'], 'Ciudad de Belice': ['Belize City', 'BZ'],
  'Ciudad de Guatemala': ['Guatemala City', 'GT'], 'Ciudad de Panamá': ['Panamá', 'PA'],
  'La Habana': ['Havana', 'CU'], 'Habana': ['Havana', 'CU'], 'Santiago de Chile': ['Santiago', 'CL'],
  'Puerto España': ['Port of Spain', 'TT'],
  'Puerto Príncipe': ['Port-au-Prince', 'HT'],
  // Oceanía
  'Sídney': ['Sydney', 'AU'], 'Camberra': ['Canberra', 'AU'],
};

/**
 * Spanish spellings that differ from the GeoNames name only in accents: shown instead of it, but searched like
 * any name (accents are optional), so they carry no ranking weight.
 */
export const CITY_SPELLINGS: Record<string, [string, string]> = {
  'París': ['Paris', 'FR'], 'Berlín': ['Berlin', 'DE'], 'Múnich': ['Munich', 'DE'], 'Zúrich': ['Zürich', 'CH'],
  'Milán': ['Milan', 'IT'], 'Turín': ['Turin', 'IT'], 'Dublín': ['Dublin', 'IE'], 'Ámsterdam': ['Amsterdam', 'NL'],
  'Sofía': ['Sofia', 'BG'], 'Bakú': ['Baku', 'AZ'], 'Chisináu': ['Chisinau', 'MD'], 'Shanghái': ['Shanghai', 'CN'],
  'Taipéi': ['Taipei', 'TW'], 'Hanói': ['Hanoi', 'VN'], 'Dubái': ['Dubai', 'AE'], 'Orán': ['Oran', 'DZ'],
  'Trípoli': ['Tripoli', 'LY'], 'Los Ángeles': ['Los Angeles', 'US'], 'Brasilia': ['Brasília', 'BR'],
  'Río de Janeiro': ['Rio de Janeiro', 'BR'], 'Montreal': ['Montréal', 'CA'], 'Mónaco': ['Monaco', 'MC'],
  'Coímbra': ['Coimbra', 'PT'],
};

/** Informal or historical country names → ISO code, on top of the Spanish and English names from Intl. */
export const COUNTRY_ALIASES: Record<string, string> = {
  'EEUU': 'US', 'EE UU': 'US', 'EE. UU.': 'US', 'USA': 'US', 'US': 'US', 'EUA': 'US', 'Estados Unidos de América': 'US',
  'United States of America': 'US', 'America': 'US',
  'UK': 'GB', 'Inglaterra': 'GB', 'Escocia': 'GB', 'Gales': 'GB', 'Irlanda del Norte': 'GB', 'Gran Bretaña': 'GB',
  'Great Britain': 'GB', 'England': 'GB', 'Scotland': 'GB', 'Wales': 'GB', 'Northern Ireland': 'GB',
  'Holanda': 'NL', 'Holland': 'NL', 'Rusia': 'RU', 'Corea': 'KR', 'Corea del Sur': 'KR', 'Corea del Norte': 'KP',
  'República Checa': 'CZ', 'Chequia': 'CZ', 'Czech Republic': 'CZ', 'Eslovaquia': 'SK', 'Birmania': 'MM', 'Burma': 'MM',
  'Costa de Marfil': 'CI', 'Ivory Coast': 'CI', 'Turkey': 'TR', 'Turquía': 'TR', 'Emiratos': 'AE', 'EAU': 'AE',
  'RD': 'DO', 'República Dominicana': 'DO', 'Dominicana': 'DO', 'Vaticano': 'VA', 'Palestina': 'PS',
  'Congo': 'CG', 'RDC': 'CD', 'Zaire': 'CD', 'Persia': 'IR', 'Ceilán': 'LK', 'Swaziland': 'SZ', 'Suazilandia': 'SZ',
  'Macedonia': 'MK', 'Bielorrusia': 'BY', 'Moldavia': 'MD', 'Kirguistán': 'KG', 'Cabo Verde': 'CV',
  'España': 'ES', 'Espana': 'ES', 'Spain': 'ES', 'México': 'MX', 'Mejico': 'MX', 'Brasil': 'BR', 'Perú': 'PE',
};

/**
 * What people in Latin America (and Spain) type for their city: abbreviations, official district names and
 * nicknames → [GeoNames name, ISO country code]. Searched like exonyms but never shown (the city keeps its name);
 * an exact match ranks first in autocomplete ('Bs As' is Buenos Aires, not Borås) and resolves a chart outright.
 * Only unambiguous forms: 'Santa Cruz' or 'San José' stay ambiguous on purpose. docs/places.md lists the sources.
 */
export const CITY_ABBREVIATIONS: Record<string, [string, string]> = {
  // Argentina
  'Bs As': ['Buenos Aires', 'AR'], 'BsAs': ['Buenos Aires', 'AR'], 'Bs Aires': ['Buenos Aires', 'AR'], 'Baires': ['Buenos Aires', 'AR'],
  'CABA': ['Buenos Aires', 'AR'], 'Capital Federal': ['Buenos Aires', 'AR'], 'Cap Fed': ['Buenos Aires', 'AR'],
  'Ciudad Autónoma de Buenos Aires': ['Buenos Aires', 'AR'], 'Ciudad de Buenos Aires': ['Buenos Aires', 'AR'],
  'Cba': ['Córdoba', 'AR'], 'Tucumán': ['San Miguel de Tucumán', 'AR'], 'MDQ': ['Mar del Plata', 'AR'], 'Mardel': ['Mar del Plata', 'AR'],
  // México
  'DF': ['Mexico City', 'MX'], 'México DF': ['Mexico City', 'MX'], 'Distrito Federal': ['Mexico City', 'MX'],
  'México Distrito Federal': ['Mexico City', 'MX'], 'Ciudad de México DF': ['Mexico City', 'MX'], 'México D.F.': ['Mexico City', 'MX'],
  'GDL': ['Guadalajara', 'MX'], 'Guanatos': ['Guadalajara', 'MX'], 'MTY': ['Monterrey', 'MX'], 'Neza': ['Ciudad Nezahualcoyotl', 'MX'],
  // Chile
  'Stgo': ['Santiago', 'CL'], 'Stgo de Chile': ['Santiago', 'CL'],
  'Valpo': ['Valparaíso', 'CL'], 'Conce': ['Concepción', 'CL'],
  // Colombia
  'Bogotá DC': ['Bogotá', 'CO'], 'Bogotá D.C.': ['Bogotá', 'CO'], 'Bogotá Distrito Capital': ['Bogotá', 'CO'], 'Santa Fe de Bogotá': ['Bogotá', 'CO'],
  'Bogotá DF': ['Bogotá', 'CO'], 'Medallo': ['Medellín', 'CO'], 'Bquilla': ['Barranquilla', 'CO'], 'Ctg': ['Cartagena', 'CO'],
  // Perú, Uruguay, Paraguay, Bolivia, Ecuador, Venezuela
  'Lima Metropolitana': ['Lima', 'PE'], 'Lima Cercado': ['Lima', 'PE'], 'Cercado de Lima': ['Lima', 'PE'],
  'Mvd': ['Montevideo', 'UY'], 'Mvdeo': ['Montevideo', 'UY'], 'CDE': ['Ciudad del Este', 'PY'],
  'Gye': ['Guayaquil', 'EC'],
  'Ccs': ['Caracas', 'VE'],
  // Brasil
  'SP': ['São Paulo', 'BR'], 'Sampa': ['São Paulo', 'BR'], 'São Paulo SP': ['São Paulo', 'BR'],
  'RJ': ['Rio de Janeiro', 'BR'], 'Río': ['Rio de Janeiro', 'BR'], 'BH': ['Belo Horizonte', 'BR'], 'POA': ['Porto Alegre', 'BR'],
  'BSB': ['Brasília', 'BR'],
  // Centroamérica y el Caribe
  'Tegus': ['Tegucigalpa', 'HN'], 'Guate': ['Guatemala City', 'GT'], 'Pty': ['Panamá', 'PA'], 'Chepe': ['San José', 'CR'],
  'Sto Dgo': ['Santo Domingo', 'DO'], 'Santo Domingo de Guzmán': ['Santo Domingo', 'DO'],
  // España
  'BCN': ['Barcelona', 'ES'], 'Donosti': ['Donostia / San Sebastián', 'ES'],
};
