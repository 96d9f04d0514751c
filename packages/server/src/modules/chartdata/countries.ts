/**
 * The countries Superset's world map places its rows on (`superset/examples/countries.py`): one line
 * per country, `cca3|cca2|cioc|lat|lng|name`, in Superset's order (an IOC code may be empty).
 */
const TABLE = `
AGO|AO|ANG|-12.5|18.5|Angola
DZA|DZ|ALG|28|3|Algeria
EGY|EG|EGY|27|30|Egypt
BGD|BD|BAN|24|90|Bangladesh
NER|NE|NIG|16|8|Niger
LIE|LI|LIE|47.26666666|9.53333333|Liechtenstein
NAM|NA|NAM|-22|17|Namibia
BGR|BG|BUL|43|25|Bulgaria
BOL|BO|BOL|-17|-65|Bolivia
GHA|GH|GHA|8|-2|Ghana
CCK|CC||-12.5|96.83333333|Cocos (Keeling) Islands
PAK|PK|PAK|30|70|Pakistan
CPV|CV|CPV|16|-24|Cape Verde
JOR|JO|JOR|31|36|Jordan
LBR|LR|LBR|6.5|-9.5|Liberia
LBY|LY|LBA|25|17|Libya
MYS|MY|MAS|2.5|112.5|Malaysia
DOM|DO|DOM|19|-70.66666666|Dominican Republic
PRI|PR|PUR|18.25|-66.5|Puerto Rico
MYT|YT||-12.83333333|45.16666666|Mayotte
PRK|KP|PRK|40|127|North Korea
PSE|PS|PLE|31.9|35.2|Palestine
TZA|TZ|TAN|-6|35|Tanzania
BWA|BW|BOT|-22|24|Botswana
KHM|KH|CAM|13|105|Cambodia
NIC|NI|NCA|13|-85|Nicaragua
TTO|TT|TTO|11|-61|Trinidad and Tobago
ETH|ET|ETH|8|38|Ethiopia
PRY|PY|PAR|-23|-58|Paraguay
HKG|HK|HKG|22.267|114.188|Hong Kong
SAU|SA|KSA|25|45|Saudi Arabia
LBN|LB|LIB|33.83333333|35.83333333|Lebanon
SVN|SI|SLO|46.11666666|14.81666666|Slovenia
BFA|BF|BUR|13|-2|Burkina Faso
CHE|CH|SUI|47|8|Switzerland
MRT|MR|MTN|20|-12|Mauritania
HRV|HR|CRO|45.16666666|15.5|Croatia
CHL|CL|CHI|-30|-71|Chile
CHN|CN|CHN|35|105|China
KNA|KN|SKN|17.33333333|-62.75|Saint Kitts and Nevis
SLE|SL|SLE|8.5|-11.5|Sierra Leone
JAM|JM|JAM|18.25|-77.5|Jamaica
SMR|SM|SMR|43.76666666|12.41666666|San Marino
GIB|GI||36.13333333|-5.35|Gibraltar
DJI|DJ|DJI|11.5|43|Djibouti
GIN|GN|GUI|11|-10|Guinea
FIN|FI|FIN|64|26|Finland
URY|UY|URU|-33|-56|Uruguay
THA|TH|THA|15|100|Thailand
STP|ST|STP|1|7|Sao Tome and Principe
SYC|SC|SEY|-4.58333333|55.66666666|Seychelles
NPL|NP|NEP|28|84|Nepal
CXR|CX||-10.5|105.66666666|Christmas Island
LAO|LA|LAO|18|105|Laos
YEM|YE|YEM|15|48|Yemen
BVT|BV||-54.43333333|3.4|Bouvet Island
ZAF|ZA|RSA|-29|24|South Africa
KIR|KI|KIR|1.41666666|173|Kiribati
PHL|PH|PHI|13|122|Philippines
SXM|SX||18.033333|-63.05|Sint Maarten
ROU|RO|ROU|46|25|Romania
VIR|VI|ISV|18.35|-64.933333|United States Virgin Islands
SYR|SY|SYR|35|38|Syria
MAC|MO||22.16666666|113.55|Macau
MAF|MF||18.08333333|-63.95|Saint Martin
MLT|MT|MLT|35.83333333|14.58333333|Malta
KAZ|KZ|KAZ|48|68|Kazakhstan
TCA|TC||21.75|-71.58333333|Turks and Caicos Islands
PYF|PF||-15|-140|French Polynesia
NIU|NU||-19.03333333|-169.86666666|Niue
DMA|DM|DMA|15.41666666|-61.33333333|Dominica
BEN|BJ|BEN|9.5|2.25|Benin
GUF|GF||4|-53|French Guiana
BEL|BE|BEL|50.83333333|4|Belgium
MSR|MS||16.75|-62.2|Montserrat
TGO|TG|TOG|8|1.16666666|Togo
DEU|DE|GER|51|9|Germany
GUM|GU|GUM|13.46666666|144.78333333|Guam
LKA|LK|SRI|7|81|Sri Lanka
SSD|SS||7|30|South Sudan
FLK|FK||-51.75|-59|Falkland Islands
GBR|GB|GBR|54|-2|United Kingdom
GUY|GY|GUY|5|-59|Guyana
CRI|CR|CRC|10|-84|Costa Rica
CMR|CM|CMR|6|12|Cameroon
MAR|MA|MAR|32|-5|Morocco
MNP|MP||15.2|145.75|Northern Mariana Islands
LSO|LS|LES|-29.5|28.5|Lesotho
HUN|HU|HUN|47|20|Hungary
TKM|TM|TKM|40|60|Turkmenistan
SUR|SR|SUR|4|-56|Suriname
NLD|NL|NED|52.5|5.75|Netherlands
BMU|BM|BER|32.33333333|-64.75|Bermuda
HMD|HM||-53.1|72.51666666|Heard Island and McDonald Islands
TCD|TD|CHA|15|19|Chad
GEO|GE|GEO|42|43.5|Georgia
MNE|ME|MNE|42.5|19.3|Montenegro
MNG|MN|MGL|46|105|Mongolia
MHL|MH|MHL|9|168|Marshall Islands
MTQ|MQ||14.666667|-61|Martinique
BLZ|BZ|BIZ|17.25|-88.75|Belize
NFK|NF||-29.03333333|167.95|Norfolk Island
MMR|MM|MYA|22|98|Myanmar
AFG|AF|AFG|33|65|Afghanistan
BDI|BI|BDI|-3.5|30|Burundi
VGB|VG|IVB|18.431383|-64.62305|British Virgin Islands
BLR|BY|BLR|53|28|Belarus
BLM|BL||18.5|-63.41666666|Saint Barthelemy
GRD|GD|GRN|12.11666666|-61.66666666|Grenada
TKL|TK||-9|-172|Tokelau
GRC|GR|GRE|39|22|Greece
RUS|RU|RUS|60|100|Russia
GRL|GL||72|-40|Greenland
AND|AD|AND|42.5|1.5|Andorra
MOZ|MZ|MOZ|-18.25|35|Mozambique
TJK|TJ|TJK|39|71|Tajikistan
HTI|HT|HAI|19|-72.41666666|Haiti
MEX|MX|MEX|23|-102|Mexico
ZWE|ZW|ZIM|-20|30|Zimbabwe
LCA|LC|LCA|13.88333333|-60.96666666|Saint Lucia
IND|IN|IND|20|77|India
LVA|LV|LAT|57|25|Latvia
BTN|BT|BHU|27.5|90.5|Bhutan
VCT|VC|VIN|13.25|-61.2|Saint Vincent and the Grenadines
VNM|VN|VIE|16.16666666|107.83333333|Vietnam
NOR|NO|NOR|62|10|Norway
CZE|CZ|CZE|49.75|15.5|Czech Republic
ATF|TF||-49.25|69.167|French Southern and Antarctic Lands
ATG|AG|ANT|17.05|-61.8|Antigua and Barbuda
FJI|FJ|FIJ|-18|175|Fiji
IOT|IO||-6|71.5|British Indian Ocean Territory
HND|HN|HON|15|-86.5|Honduras
MUS|MU|MRI|-20.28333333|57.55|Mauritius
ATA|AQ||-90|0|Antarctica
LUX|LU|LUX|49.75|6.16666666|Luxembourg
ISR|IL|ISR|31.47|35.13|Israel
FSM|FM|FSM|6.91666666|158.25|Micronesia
PER|PE|PER|-10|-76|Peru
REU|RE||-21.15|55.5|Reunion
IDN|ID|INA|-5|120|Indonesia
VUT|VU|VAN|-16|167|Vanuatu
MKD|MK|MKD|41.83333333|22|Macedonia
COD|CD|COD|0|25|DR Congo
COG|CG|CGO|-1|15|Republic of the Congo
ISL|IS|ISL|65|-18|Iceland
GLP|GP||16.25|-61.583333|Guadeloupe
COK|CK|COK|-21.23333333|-159.76666666|Cook Islands
COM|KM|COM|-12.16666666|44.25|Comoros
COL|CO|COL|4|-72|Colombia
NGA|NG|NGR|10|8|Nigeria
TLS|TL|TLS|-8.83333333|125.91666666|Timor-Leste
TWN|TW|TPE|23.5|121|Taiwan
PRT|PT|POR|39.5|-8|Portugal
MDA|MD|MDA|47|29|Moldova
GGY|GG||49.46666666|-2.58333333|Guernsey
MDG|MG|MAD|-20|47|Madagascar
ECU|EC|ECU|-2|-77.5|Ecuador
SEN|SN|SEN|14|-14|Senegal
NZL|NZ|NZL|-41|174|New Zealand
MDV|MV|MDV|3.25|73|Maldives
ASM|AS|ASA|-14.33333333|-170|American Samoa
SPM|PM||46.83333333|-56.33333333|Saint Pierre and Miquelon
CUW|CW||12.116667|-68.933333|Curacao
FRA|FR|FRA|46|2|France
LTU|LT|LTU|56|24|Lithuania
RWA|RW|RWA|-2|30|Rwanda
ZMB|ZM|ZAM|-15|30|Zambia
GMB|GM|GAM|13.46666666|-16.56666666|Gambia
WLF|WF||-13.3|-176.2|Wallis and Futuna
JEY|JE||49.25|-2.16666666|Jersey
FRO|FO||62|-7|Faroe Islands
GTM|GT|GUA|15.5|-90.25|Guatemala
DNK|DK|DEN|56|10|Denmark
IMN|IM||54.25|-4.5|Isle of Man
AUS|AU|AUS|-27|133|Australia
AUT|AT|AUT|47.33333333|13.33333333|Austria
SJM|SJ||78|20|Svalbard and Jan Mayen
VEN|VE|VEN|8|-66|Venezuela
UNK|XK|KOS|42.666667|21.166667|Kosovo
PLW|PW|PLW|7.5|134.5|Palau
KEN|KE|KEN|1|38|Kenya
WSM|WS|SAM|-13.58333333|-172.33333333|Samoa
TUR|TR|TUR|39|35|Turkey
ALB|AL|ALB|41|20|Albania
OMN|OM|OMA|21|57|Oman
TUV|TV|TUV|-8|178|Tuvalu
ALA|AX||60.116667|19.9|Aland Islands
BRN|BN|BRU|4.5|114.66666666|Brunei
TUN|TN|TUN|34|9|Tunisia
PCN|PN||-25.06666666|-130.1|Pitcairn Islands
BRB|BB|BAR|13.16666666|-59.53333333|Barbados
BRA|BR|BRA|-10|-55|Brazil
CIV|CI|CIV|8|-5|Ivory Coast
SRB|RS|SRB|44|21|Serbia
GNQ|GQ|GEQ|2|10|Equatorial Guinea
USA|US|USA|38|-97|United States
QAT|QA|QAT|25.5|51.25|Qatar
SWE|SE|SWE|62|15|Sweden
AZE|AZ|AZE|40.5|47.5|Azerbaijan
GNB|GW|GBS|12|-15|Guinea-Bissau
SWZ|SZ|SWZ|-26.5|31.5|Swaziland
TON|TO|TGA|-20|-175|Tonga
CAN|CA|CAN|60|-95|Canada
UKR|UA|UKR|49|32|Ukraine
KOR|KR|KOR|37|127.5|South Korea
AIA|AI||18.25|-63.16666666|Anguilla
CAF|CF|CAF|7|21|Central African Republic
SVK|SK|SVK|48.66666666|19.5|Slovakia
CYP|CY|CYP|35|33|Cyprus
BIH|BA|BIH|44|18|Bosnia and Herzegovina
SGP|SG|SIN|1.36666666|103.8|Singapore
SGS|GS||-54.5|-37|South Georgia
SOM|SO|SOM|10|49|Somalia
UZB|UZ|UZB|41|64|Uzbekistan
ERI|ER|ERI|15|39|Eritrea
POL|PL|POL|52|20|Poland
KWT|KW|KUW|29.5|45.75|Kuwait
GAB|GA|GAB|-1|11.75|Gabon
CYM|KY|CAY|19.5|-80.5|Cayman Islands
VAT|VA||41.9|12.45|Vatican City
EST|EE|EST|59|26|Estonia
MWI|MW|MAW|-13.5|34|Malawi
ESP|ES|ESP|40|-4|Spain
IRQ|IQ|IRQ|33|44|Iraq
SLV|SV|ESA|13.83333333|-88.91666666|El Salvador
MLI|ML|MLI|17|-4|Mali
IRL|IE|IRL|53|-8|Ireland
IRN|IR|IRI|32|53|Iran
ABW|AW|ARU|12.5|-69.96666666|Aruba
PNG|PG|PNG|-6|147|Papua New Guinea
PAN|PA|PAN|9|-80|Panama
SDN|SD|SUD|15|30|Sudan
SLB|SB|SOL|-8|159|Solomon Islands
ESH|EH||24.5|-13|Western Sahara
MCO|MC|MON|43.73333333|7.4|Monaco
ITA|IT|ITA|42.83333333|12.83333333|Italy
JPN|JP|JPN|36|138|Japan
KGZ|KG|KGZ|41|75|Kyrgyzstan
UGA|UG|UGA|1|32|Uganda
NCL|NC||-21.5|165.5|New Caledonia
ARE|AE|UAE|24|54|United Arab Emirates
ARG|AR|ARG|-34|-64|Argentina
BHS|BS|BAH|24.25|-76|Bahamas
BHR|BH|BRN|26|50.55|Bahrain
ARM|AM|ARM|40|45|Armenia
NRU|NR|NRU|-0.53333333|166.91666666|Nauru
CUB|CU|CUB|21.5|-80|Cuba
`;

export interface Country {
  name: string;
  cca2: string;
  cca3: string;
  cioc: string;
  lat: number;
  lng: number;
}

/** The codes a world map's `country_fieldtype` may name. */
export type CountryFieldType = 'name' | 'cca2' | 'cca3' | 'cioc';
const FIELD_TYPES: readonly CountryFieldType[] = ['name', 'cca2', 'cca3', 'cioc'];

export function isCountryFieldType(value: unknown): value is CountryFieldType {
  return typeof value === 'string' && (FIELD_TYPES as readonly string[]).includes(value);
}

let lookups: Map<CountryFieldType, Map<string, Country>> | undefined;

function buildLookups(): Map<CountryFieldType, Map<string, Country>> {
  const countries: Country[] = TABLE.trim()
    .split('\n')
    .map((line) => {
      const [cca3 = '', cca2 = '', cioc = '', lat = '0', lng = '0', name = ''] = line.split('|');
      return { name, cca2, cca3, cioc, lat: Number(lat), lng: Number(lng) };
    });
  const maps = new Map<CountryFieldType, Map<string, Country>>();
  for (const field of FIELD_TYPES) {
    const byCode = new Map<string, Country>();
    // Countries without an IOC code are not found by an empty one.
    for (const country of countries)
      if (country[field] !== '') byCode.set(country[field].toLowerCase(), country);
    maps.set(field, byCode);
  }
  return maps;
}

/** Superset's countries.get(field, symbol): the country whose code (or name) is `symbol`, in any case. */
export function findCountry(field: CountryFieldType, symbol: string): Country | undefined {
  lookups ??= buildLookups();
  return lookups.get(field)?.get(symbol.toLowerCase());
}
