/**
 * The International Olympic Committee codes Superset's world map knows (`superset/examples/countries.py`),
 * as ISO 3166-1 alpha-3 codes: the ISO packages carry no IOC codes. Most IOC codes are the country's
 * alpha-3 code; the others are listed with the alpha-3 code they stand for.
 */
const SAME_AS_ALPHA3 = `
AFG ALB AND ARG ARM AUS AUT AZE BDI BEL BEN BIH BLR BOL BRA CAF CAN CHN CIV CMR COD COK COL COM CPV
CUB CYP CZE DJI DMA DOM ECU EGY ERI ESP EST ETH FIN FRA FSM GAB GBR GEO GHA GUM GUY HKG HUN IND IRL
IRQ ISL ISR ITA JAM JOR JPN KAZ KEN KGZ KIR KOR LAO LBR LCA LIE LTU LUX MAR MDA MDV MEX MHL MKD MLI
MLT MNE MOZ NAM NOR NRU NZL PAK PAN PER PLW PNG POL PRK QAT ROU RUS RWA SEN SLE SMR SOM SRB STP SUR
SVK SWE SWZ SYR THA TJK TKM TLS TTO TUN TUR TUV UGA UKR USA UZB VEN YEM
`;

const DIFFERENT = `
ALG:DZA ANG:AGO ANT:ATG ARU:ABW ASA:ASM BAH:BHS BAN:BGD BAR:BRB BER:BMU BHU:BTN BIZ:BLZ BOT:BWA
BRN:BHR BRU:BRN BUL:BGR BUR:BFA CAM:KHM CAY:CYM CGO:COG CHA:TCD CHI:CHL CRC:CRI CRO:HRV DEN:DNK
ESA:SLV FIJ:FJI GAM:GMB GBS:GNB GEQ:GNQ GER:DEU GRE:GRC GRN:GRD GUA:GTM GUI:GIN HAI:HTI HON:HND
INA:IDN IRI:IRN ISV:VIR IVB:VGB KOS:UNK KSA:SAU KUW:KWT LAT:LVA LBA:LBY LES:LSO LIB:LBN MAD:MDG
MAS:MYS MAW:MWI MGL:MNG MON:MCO MRI:MUS MTN:MRT MYA:MMR NCA:NIC NED:NLD NEP:NPL NGR:NGA NIG:NER
OMA:OMN PAR:PRY PHI:PHL PLE:PSE POR:PRT PUR:PRI RSA:ZAF SAM:WSM SEY:SYC SIN:SGP SKN:KNA SLO:SVN
SOL:SLB SRI:LKA SUD:SDN SUI:CHE TAN:TZA TGA:TON TOG:TGO TPE:TWN UAE:ARE URU:URY VAN:VUT VIE:VNM
VIN:VCT ZAM:ZMB ZIM:ZWE
`;

const IOC_TO_ALPHA3: ReadonlyMap<string, string> = new Map([
  ...SAME_AS_ALPHA3.trim()
    .split(/\s+/)
    .map((code): [string, string] => [code, code]),
  ...DIFFERENT.trim()
    .split(/\s+/)
    .map((pair): [string, string] => {
      const [ioc = '', alpha3 = ''] = pair.split(':');
      return [ioc, alpha3];
    }),
]);

/** The alpha-3 code of an IOC code (any case), or undefined for a code Superset does not know. */
export function iocToAlpha3(code: string): string | undefined {
  return IOC_TO_ALPHA3.get(code.toUpperCase());
}
