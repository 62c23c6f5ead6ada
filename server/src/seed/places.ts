// Real towns and postcode districts for the demo data. Coordinates are the approximate
// centres of each district, so a business's postcode, neighbourhood and map pin agree.

export interface District {
  /** The outward code, e.g. 'M20'. */
  code: string;
  neighbourhood: string;
  latitude: number;
  longitude: number;
}

export interface Town {
  name: string;
  /** How many demo businesses it gets relative to the others. */
  weight: number;
  /** Ofcom's reserved drama-number range for the town, so no real line is ever dialled. */
  landlinePrefix: string;
  /** Local words firms take their names from (rivers, hills, landmarks). */
  localWords: readonly string[];
  districts: readonly District[];
}

const d = (code: string, neighbourhood: string, latitude: number, longitude: number): District => ({
  code,
  neighbourhood,
  latitude,
  longitude,
});

export const TOWNS: readonly Town[] = [
  {
    name: 'London',
    weight: 3,
    landlinePrefix: '020 7946 0',
    localWords: ['Thames', 'Capital', 'Southbank', 'Highbury'],
    districts: [
      d('SW11', 'Battersea', 51.47, -0.165),
      d('SE15', 'Peckham', 51.47, -0.069),
      d('E8', 'Hackney', 51.544, -0.058),
      d('N7', 'Holloway', 51.553, -0.117),
      d('NW5', 'Kentish Town', 51.553, -0.141),
      d('W12', "Shepherd's Bush", 51.507, -0.23),
      d('E17', 'Walthamstow', 51.583, -0.019),
      d('SW17', 'Tooting', 51.428, -0.168),
      d('SE22', 'East Dulwich', 51.456, -0.072),
      d('N16', 'Stoke Newington', 51.562, -0.076),
    ],
  },
  {
    name: 'Manchester',
    weight: 2,
    landlinePrefix: '0161 496 0',
    localWords: ['Pennine', 'Irwell', 'Mancunian'],
    districts: [
      d('M4', 'Ancoats', 53.485, -2.228),
      d('M20', 'Didsbury', 53.417, -2.231),
      d('M21', 'Chorlton', 53.442, -2.276),
      d('M14', 'Fallowfield', 53.443, -2.22),
      d('M19', 'Levenshulme', 53.444, -2.192),
      d('M16', 'Whalley Range', 53.45, -2.254),
      d('M8', 'Cheetham Hill', 53.505, -2.24),
      d('M40', 'Moston', 53.518, -2.19),
    ],
  },
  {
    name: 'Birmingham',
    weight: 2,
    landlinePrefix: '0121 496 0',
    localWords: ['Midland', 'Brindley', 'Lickey'],
    districts: [
      d('B13', 'Moseley', 52.446, -1.888),
      d('B17', 'Harborne', 52.459, -1.952),
      d('B30', 'Bournville', 52.428, -1.927),
      d('B15', 'Edgbaston', 52.466, -1.92),
      d('B23', 'Erdington', 52.524, -1.839),
      d('B14', 'Kings Heath', 52.433, -1.893),
      d('B12', 'Balsall Heath', 52.459, -1.883),
    ],
  },
  {
    name: 'Leeds',
    weight: 1,
    landlinePrefix: '0113 496 0',
    localWords: ['Aire', 'White Rose', 'Kirkstall'],
    districts: [
      d('LS1', 'City Centre', 53.798, -1.548),
      d('LS6', 'Headingley', 53.82, -1.577),
      d('LS8', 'Roundhay', 53.83, -1.51),
      d('LS7', 'Chapel Allerton', 53.83, -1.539),
      d('LS11', 'Beeston', 53.775, -1.559),
      d('LS12', 'Armley', 53.797, -1.59),
      d('LS17', 'Moortown', 53.854, -1.53),
    ],
  },
  {
    name: 'Bristol',
    weight: 1,
    landlinePrefix: '0117 496 0',
    localWords: ['Avon', 'Severn', 'Clifton', 'Brunel'],
    districts: [
      d('BS1', 'Harbourside', 51.451, -2.598),
      d('BS3', 'Bedminster', 51.44, -2.6),
      d('BS6', 'Redland', 51.47, -2.6),
      d('BS7', 'Bishopston', 51.48, -2.585),
      d('BS5', 'Easton', 51.462, -2.562),
      d('BS4', 'Knowle', 51.433, -2.57),
      d('BS9', 'Westbury-on-Trym', 51.493, -2.615),
    ],
  },
  {
    name: 'Sheffield',
    weight: 1,
    landlinePrefix: '0114 496 0',
    localWords: ['Steel City', 'Don Valley', 'Peak', 'Hallam'],
    districts: [
      d('S1', 'City Centre', 53.38, -1.47),
      d('S7', 'Nether Edge', 53.356, -1.491),
      d('S11', 'Ecclesall', 53.36, -1.505),
      d('S10', 'Crookes', 53.385, -1.515),
      d('S6', 'Hillsborough', 53.405, -1.5),
      d('S8', 'Woodseats', 53.338, -1.475),
      d('S2', 'Heeley', 53.363, -1.46),
    ],
  },
  {
    name: 'Liverpool',
    weight: 1,
    landlinePrefix: '0151 496 0',
    localWords: ['Mersey', 'Liver', 'Anfield', 'Dockside'],
    districts: [
      d('L1', 'City Centre', 53.402, -2.983),
      d('L8', 'Toxteth', 53.392, -2.968),
      d('L15', 'Wavertree', 53.397, -2.925),
      d('L17', 'Aigburth', 53.37, -2.934),
      d('L18', 'Allerton', 53.37, -2.91),
      d('L4', 'Walton', 53.442, -2.97),
      d('L23', 'Crosby', 53.488, -3.02),
    ],
  },
  {
    name: 'Nottingham',
    weight: 1,
    landlinePrefix: '0115 496 0',
    localWords: ['Trent', 'Sherwood'],
    districts: [
      d('NG1', 'City Centre', 52.954, -1.15),
      d('NG2', 'West Bridgford', 52.93, -1.127),
      d('NG3', 'Sneinton', 52.956, -1.129),
      d('NG5', 'Arnold', 53.0, -1.127),
      d('NG7', 'Lenton', 52.945, -1.175),
      d('NG9', 'Beeston', 52.926, -1.215),
      d('NG8', 'Wollaton', 52.95, -1.21),
    ],
  },
  {
    name: 'Leicester',
    weight: 1,
    landlinePrefix: '0116 496 0',
    localWords: ['Soar', 'Foxton', 'Charnwood'],
    districts: [
      d('LE1', 'City Centre', 52.635, -1.133),
      d('LE2', 'Clarendon Park', 52.615, -1.115),
      d('LE3', 'Braunstone', 52.625, -1.18),
      d('LE4', 'Belgrave', 52.655, -1.125),
      d('LE5', 'Evington', 52.63, -1.085),
      d('LE18', 'Wigston', 52.585, -1.105),
    ],
  },
  {
    name: 'Cardiff',
    weight: 1,
    landlinePrefix: '029 2018 0',
    localWords: ['Taff', 'Dragon', 'Castle', 'Bay'],
    districts: [
      d('CF10', 'City Centre', 51.478, -3.177),
      d('CF11', 'Canton', 51.48, -3.205),
      d('CF14', 'Whitchurch', 51.516, -3.22),
      d('CF23', 'Cyncoed', 51.51, -3.17),
      d('CF24', 'Roath', 51.492, -3.165),
      d('CF5', 'Llandaff', 51.496, -3.22),
    ],
  },
  {
    name: 'Edinburgh',
    weight: 1,
    landlinePrefix: '0131 496 0',
    localWords: ['Forth', 'Lothian', 'Pentland', 'Saltire'],
    districts: [
      d('EH1', 'Old Town', 55.95, -3.19),
      d('EH6', 'Leith', 55.975, -3.17),
      d('EH9', 'Marchmont', 55.937, -3.193),
      d('EH10', 'Morningside', 55.929, -3.209),
      d('EH11', 'Gorgie', 55.938, -3.233),
      d('EH7', 'Abbeyhill', 55.956, -3.17),
      d('EH4', 'Comely Bank', 55.96, -3.215),
    ],
  },
  {
    name: 'Glasgow',
    weight: 1,
    landlinePrefix: '0141 496 0',
    localWords: ['Clyde', 'Kelvin', 'Saltire', 'Campsie'],
    districts: [
      d('G1', 'Merchant City', 55.859, -4.247),
      d('G12', 'West End', 55.876, -4.293),
      d('G41', 'Shawlands', 55.829, -4.284),
      d('G31', 'Dennistoun', 55.859, -4.215),
      d('G11', 'Partick', 55.87, -4.305),
      d('G42', 'Battlefield', 55.826, -4.258),
      d('G20', 'Maryhill', 55.888, -4.28),
    ],
  },
  {
    name: 'Brighton',
    weight: 1,
    landlinePrefix: '01632 960',
    localWords: ['Downs', 'Regency', 'Sussex'],
    districts: [
      d('BN1', 'Preston Park', 50.84, -0.147),
      d('BN2', 'Kemptown', 50.82, -0.12),
      d('BN2', 'Hanover', 50.829, -0.128),
      d('BN3', 'Hove', 50.83, -0.17),
      d('BN41', 'Portslade', 50.835, -0.215),
    ],
  },
  {
    name: 'Oxford',
    weight: 1,
    landlinePrefix: '01632 960',
    localWords: ['Cherwell', 'Cotswold', 'Spires'],
    districts: [
      d('OX1', 'City Centre', 51.752, -1.258),
      d('OX2', 'Jericho', 51.759, -1.267),
      d('OX2', 'Summertown', 51.777, -1.264),
      d('OX3', 'Headington', 51.76, -1.21),
      d('OX4', 'Cowley', 51.733, -1.215),
      d('OX14', 'Abingdon', 51.67, -1.283),
    ],
  },
  {
    name: 'Cambridge',
    weight: 1,
    landlinePrefix: '01632 960',
    localWords: ['Fenland', 'Granta', 'Cam Valley'],
    districts: [
      d('CB1', 'Mill Road', 52.199, 0.14),
      d('CB4', 'Chesterton', 52.22, 0.135),
      d('CB3', 'Newnham', 52.198, 0.108),
      d('CB3', 'Girton', 52.24, 0.08),
      d('CB5', 'Abbey', 52.21, 0.155),
      d('CB22', 'Great Shelford', 52.149, 0.138),
    ],
  },
  {
    name: 'York',
    weight: 1,
    landlinePrefix: '01632 960',
    localWords: ['Ouse', 'Minster', 'Ebor', 'Dales'],
    districts: [
      d('YO1', 'City Centre', 53.959, -1.082),
      d('YO10', 'Fulford', 53.94, -1.07),
      d('YO23', 'South Bank', 53.948, -1.092),
      d('YO24', 'Acomb', 53.955, -1.125),
      d('YO30', 'Clifton', 53.975, -1.095),
      d('YO31', 'Heworth', 53.968, -1.06),
    ],
  },
  {
    name: 'Reading',
    weight: 1,
    landlinePrefix: '0118 496 0',
    localWords: ['Kennet', 'Thames Valley', 'Berkshire'],
    districts: [
      d('RG1', 'Town Centre', 51.455, -0.97),
      d('RG2', 'Whitley', 51.43, -0.97),
      d('RG4', 'Caversham', 51.47, -0.975),
      d('RG6', 'Earley', 51.44, -0.93),
      d('RG30', 'Tilehurst', 51.46, -1.03),
      d('RG31', 'Calcot', 51.445, -1.05),
    ],
  },
];
