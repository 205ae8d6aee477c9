/** The demo companies' catalogue: what a small civil contractor in British Columbia would have on file. */
import type { EquipmentClass, WorkClass } from '@groundwork/shared/domain';

export interface PersonSeed {
  name: string;
  username: string;
  workClass: WorkClass;
  union: string;
  /** Work type name; people on equipment-requiring work types log equipment lines. */
  workType: string;
  /** Role name in the company. */
  role: string;
  /** Usernames of their managers. */
  managers: string[];
  payType: 'Hourly' | 'Salary';
  /** Hourly: per hour. Salary: the yearly salary (job cost divides it by the company's 2080 hours, docs/job-cost.md). */
  payRate: number;
  isActive?: boolean;
}

export interface CostCodeSeed {
  name: string;
  description: string;
  quantity: number;
  unit: string;
  production?: boolean;
  time?: boolean;
  loa?: boolean;
}

export interface JobSeed {
  name: string;
  description: string;
  status: 'pending' | 'in_progress' | 'done';
  location: string;
  owner: string;
  /** Start, in days before the seed day (negative: in the future). */
  startedDaysAgo: number;
  durationDays: number;
  depthDig?: number;
  bc1Call?: string;
  materialHauling?: boolean;
  costCodes: CostCodeSeed[];
}

export interface EquipmentSeed {
  name: string;
  description: string;
  category: string;
  class: EquipmentClass;
  make: string;
  year: number;
  ownershipType?: 'Owned' | 'Leased' | 'Loaned';
  isRental?: boolean;
  isActive?: boolean;
  value: number;
  startingHours: number;
}

export interface CompanySeed {
  name: string;
  description: string;
  payrollHeader: string;
  workTypes: { name: string; isEquipmentRequired: boolean }[];
  categories: string[];
  equipment: EquipmentSeed[];
  people: PersonSeed[];
  jobs: JobSeed[];
  /** Role name -> permission names (filled by the seed from shared/domain for the demo company). */
  roles: Record<string, { description: string; permissions: readonly string[] }>;
  /** Employee code prefix. */
  codePrefix: string;
  /** IANA time zone: the company's local days and wall clock (shifts at 07:00 there). */
  timeZone: string;
  /** Labour burden in percent (job cost, docs/job-cost.md); 0 when absent. */
  laborBurdenPercent?: number;
}

/**
 * The demo's budget amounts (job cost): a cost code's budgeted cost is its quantity at a unit price of its unit, so
 * the job cost report shows real figures. Units not listed have no budget amount.
 */
export const DEMO_UNIT_PRICES: Readonly<Record<string, number>> = { m: 180, ea: 4500, m3: 22, t: 35, m2: 15, ha: 9000, hr: 95 };

/** The demo's equipment hourly rate: 1/2000 of its value, to the dollar (about a year of use repays it). */
export const demoHourlyRate = (value: number): number => Math.round(value / 2000);

const timeCodes = (prefix: string): CostCodeSeed[] => [
  { name: `${prefix}-LAB`, description: 'Crew labour', quantity: 2000, unit: 'hr', time: true },
  { name: `${prefix}-EQP`, description: 'Equipment operation', quantity: 1200, unit: 'hr', time: true },
];

export const DEMO_CATALOGUE: Omit<CompanySeed, 'roles' | 'people'> = {
  name: 'Demo Construction',
  laborBurdenPercent: 25,
  description: 'Civil works, underground utilities and site preparation.',
  payrollHeader: 'DEMOCON',
  codePrefix: 'DC',
  timeZone: 'America/Vancouver',
  workTypes: [
    { name: 'Equipment Operation', isEquipmentRequired: true },
    { name: 'Trucking', isEquipmentRequired: true },
    { name: 'General Labour', isEquipmentRequired: false },
    { name: 'Pipe Laying', isEquipmentRequired: false },
    { name: 'Supervision', isEquipmentRequired: false },
    { name: 'Surveying', isEquipmentRequired: false },
  ],
  categories: ['Excavators', 'Loaders', 'Dozers', 'Trucks', 'Compaction', 'Light Vehicles', 'Site Support', 'Attachments'],
  equipment: [
    { name: 'EX-101', description: 'CAT 320 excavator', category: 'Excavators', class: 'Excavator', make: 'Caterpillar', year: 2019, value: 285000, startingHours: 4210 },
    { name: 'EX-102', description: 'Komatsu PC210 excavator', category: 'Excavators', class: 'Excavator', make: 'Komatsu', year: 2021, value: 310000, startingHours: 1980 },
    { name: 'EX-103', description: 'Kubota KX057 mini excavator', category: 'Excavators', class: 'Excavator', make: 'Kubota', year: 2022, value: 98000, startingHours: 860 },
    { name: 'EX-104', description: 'Hitachi ZX350 excavator', category: 'Excavators', class: 'Excavator', make: 'Hitachi', year: 2018, ownershipType: 'Leased', value: 360000, startingHours: 6120 },
    { name: 'BH-201', description: 'JD 310SL backhoe', category: 'Loaders', class: 'Backhoe', make: 'John Deere', year: 2020, value: 145000, startingHours: 2890 },
    { name: 'LD-301', description: 'CAT 950M wheel loader', category: 'Loaders', class: 'Loaders', make: 'Caterpillar', year: 2017, value: 240000, startingHours: 7450 },
    { name: 'LD-302', description: 'Volvo L60H wheel loader', category: 'Loaders', class: 'Loaders', make: 'Volvo', year: 2023, value: 265000, startingHours: 540 },
    { name: 'SS-401', description: 'Bobcat S650 skid steer', category: 'Loaders', class: 'Skid Steer', make: 'Bobcat', year: 2021, value: 72000, startingHours: 1320 },
    { name: 'DZ-501', description: 'CAT D6 dozer', category: 'Dozers', class: 'Dozer', make: 'Caterpillar', year: 2016, value: 410000, startingHours: 9100 },
    { name: 'DZ-502', description: 'JD 650K dozer', category: 'Dozers', class: 'Dozer', make: 'John Deere', year: 2020, ownershipType: 'Loaned', value: 230000, startingHours: 3100 },
    { name: 'TR-601', description: 'Kenworth T880 tandem dump', category: 'Trucks', class: 'Truck', make: 'Kenworth', year: 2019, value: 198000, startingHours: 0 },
    { name: 'TR-602', description: 'Mack Granite tri-axle dump', category: 'Trucks', class: 'Truck', make: 'Mack', year: 2022, value: 215000, startingHours: 0 },
    { name: 'TR-603', description: 'Western Star water truck', category: 'Trucks', class: 'Truck', make: 'Western Star', year: 2015, value: 120000, startingHours: 0 },
    { name: 'RT-604', description: 'CAT 730 rock truck', category: 'Trucks', class: 'Rock truck', make: 'Caterpillar', year: 2018, value: 380000, startingHours: 5400 },
    { name: 'RL-701', description: 'Bomag BW211 smooth drum', category: 'Compaction', class: 'Roller', make: 'Bomag', year: 2019, value: 135000, startingHours: 2600 },
    { name: 'RL-702', description: 'Hamm HD12 tandem roller', category: 'Compaction', class: 'Roller', make: 'Hamm', year: 2021, value: 88000, startingHours: 940 },
    { name: 'PT-703', description: 'Wacker plate tamper', category: 'Compaction', class: 'Plate tamper', make: 'Wacker Neuson', year: 2022, value: 6500, startingHours: 310 },
    { name: 'PU-801', description: 'Ford F-350 crew cab', category: 'Light Vehicles', class: 'Pick-up', make: 'Ford', year: 2021, value: 78000, startingHours: 0 },
    { name: 'PU-802', description: 'RAM 2500 pick-up', category: 'Light Vehicles', class: 'Pick-up', make: 'RAM', year: 2020, value: 69000, startingHours: 0 },
    { name: 'PU-803', description: 'Chevrolet Silverado 1500', category: 'Light Vehicles', class: 'Pick-up', make: 'Chevrolet', year: 2016, isActive: false, value: 21000, startingHours: 0 },
    { name: 'TL-901', description: 'Tag-along equipment trailer', category: 'Site Support', class: 'Trailer', make: 'Felling', year: 2018, value: 32000, startingHours: 0 },
    { name: 'CP-902', description: 'Doosan 185 air compressor', category: 'Site Support', class: 'Compressor', make: 'Doosan', year: 2017, value: 24000, startingHours: 3300 },
    { name: 'LT-903', description: 'Light tower, diesel', category: 'Site Support', class: 'Light tower/Message board', make: 'Generac', year: 2020, isRental: true, ownershipType: 'Leased', value: 14000, startingHours: 1200 },
    { name: 'OF-904', description: 'Site office container 20 ft', category: 'Site Support', class: 'Job containers/Site office', make: 'ATCO', year: 2014, value: 18000, startingHours: 0 },
    { name: 'AT-951', description: 'Hydraulic breaker for EX-101', category: 'Attachments', class: 'Attachment', make: 'Okada', year: 2019, value: 42000, startingHours: 800 },
  ],
  jobs: [
    { name: 'DC24-101', description: 'Maple Ridge watermain renewal', status: 'in_progress', location: '22470 Dewdney Trunk Rd, Maple Ridge, BC', owner: 'City of Maple Ridge', startedDaysAgo: 60, durationDays: 120, depthDig: 2.4, bc1Call: 'BC1-2024-88213', costCodes: [
      { name: '101-PIPE-200', description: 'Install 200 mm PVC watermain', quantity: 850, unit: 'm', production: true },
      { name: '101-HYD', description: 'Install fire hydrant assemblies', quantity: 12, unit: 'ea', production: true },
      ...timeCodes('101'),
    ] },
    { name: 'DC24-102', description: 'Langley subdivision servicing', status: 'in_progress', location: '20338 65 Ave, Langley, BC', owner: 'Fraser Ridge Homes', startedDaysAgo: 45, durationDays: 150, depthDig: 3.1, bc1Call: 'BC1-2024-90144', materialHauling: true, costCodes: [
      { name: '102-EXC', description: 'Bulk excavation and haul off', quantity: 12000, unit: 'm3', production: true },
      { name: '102-GRAVEL', description: 'Supply and place 75 mm minus', quantity: 4500, unit: 't', production: true },
      { name: '102-SAN', description: 'Sanitary sewer 250 mm', quantity: 640, unit: 'm', production: true },
      ...timeCodes('102'),
    ] },
    { name: 'DC24-103', description: 'Abbotsford storm upgrade', status: 'in_progress', location: '32315 South Fraser Way, Abbotsford, BC', owner: 'City of Abbotsford', startedDaysAgo: 30, durationDays: 90, depthDig: 2.8, costCodes: [
      { name: '103-STM-450', description: 'Storm main 450 mm concrete', quantity: 420, unit: 'm', production: true },
      { name: '103-MH', description: 'Manholes 1050 mm', quantity: 9, unit: 'ea', production: true },
      ...timeCodes('103'),
    ] },
    { name: 'DC24-104', description: 'Surrey road widening', status: 'in_progress', location: '152 St & 64 Ave, Surrey, BC', owner: 'City of Surrey', startedDaysAgo: 25, durationDays: 200, materialHauling: true, costCodes: [
      { name: '104-SUBGRADE', description: 'Subgrade preparation', quantity: 9800, unit: 'm2', production: true },
      { name: '104-BASE', description: 'Crushed base course', quantity: 3600, unit: 't', production: true },
      ...timeCodes('104'),
    ] },
    { name: 'DC24-105', description: 'Mission reservoir access road', status: 'in_progress', location: 'Cedar Valley Rd, Mission, BC', owner: 'District of Mission', startedDaysAgo: 20, durationDays: 80, costCodes: [
      { name: '105-CLEAR', description: 'Clearing and grubbing', quantity: 2.5, unit: 'ha', production: true },
      { name: '105-CULV', description: 'Culvert 600 mm CSP', quantity: 6, unit: 'ea', production: true },
      ...timeCodes('105'),
    ] },
    { name: 'DC24-106', description: 'Shop, yard and overhead', status: 'in_progress', location: '9850 201 St, Langley, BC', owner: 'Demo Construction', startedDaysAgo: 365, durationDays: 730, costCodes: [
      { name: '106-SHOP', description: 'Shop and equipment maintenance', quantity: 4000, unit: 'hr', time: true },
      { name: '106-TRAVEL', description: 'Travel time', quantity: 1000, unit: 'hr', time: true },
      { name: '106-LOA', description: 'Leave of absence (paid)', quantity: 0, unit: 'hr', time: true, loa: true },
    ] },
    { name: 'DC24-107', description: 'Chilliwack lift station', status: 'pending', location: '45850 Yale Rd, Chilliwack, BC', owner: 'City of Chilliwack', startedDaysAgo: -14, durationDays: 60, costCodes: [
      { name: '107-WETWELL', description: 'Wet well excavation', quantity: 350, unit: 'm3', production: true },
      ...timeCodes('107'),
    ] },
    { name: 'DC24-108', description: 'Coquitlam school parking lot', status: 'pending', location: '1411 Foster Ave, Coquitlam, BC', owner: 'SD43 Coquitlam', startedDaysAgo: -30, durationDays: 45, costCodes: [
      { name: '108-ASPHALT', description: 'Asphalt paving 75 mm', quantity: 5200, unit: 'm2', production: true },
      ...timeCodes('108'),
    ] },
    { name: 'DC23-090', description: 'Pitt Meadows dyke repair', status: 'done', location: 'Harris Rd, Pitt Meadows, BC', owner: 'City of Pitt Meadows', startedDaysAgo: 240, durationDays: 90, costCodes: [
      { name: '090-RIPRAP', description: 'Riprap class 250 kg', quantity: 1800, unit: 't', production: true },
      ...timeCodes('090'),
    ] },
    { name: 'DC23-091', description: 'Hope gravel pit stripping', status: 'done', location: 'Kawkawa Lake Rd, Hope, BC', owner: 'Valley Aggregates', startedDaysAgo: 200, durationDays: 40, costCodes: [
      { name: '091-STRIP', description: 'Topsoil stripping', quantity: 15000, unit: 'm3', production: true },
      ...timeCodes('091'),
    ] },
  ],
};

/** The demo company's employees beyond the five sign-ins (which the seed adds first). */
export const DEMO_EMPLOYEES: Omit<PersonSeed, 'role' | 'managers'>[] = [
  { name: 'Jasmine Dhaliwal', username: 'jdhaliwal', workClass: 'SUPER', union: 'NON', workType: 'Supervision', payType: 'Salary', payRate: 108160 },
  { name: 'Marco Bianchi', username: 'mbianchi', workClass: 'OPERATORS', union: 'IUOE115', workType: 'Equipment Operation', payType: 'Hourly', payRate: 44.5 },
  { name: 'Liam O\'Connor', username: 'loconnor', workClass: 'OPERATORS', union: 'IUOE115', workType: 'Equipment Operation', payType: 'Hourly', payRate: 43 },
  { name: 'Priya Sandhu', username: 'psandhu', workClass: 'OPERATORS', union: 'IUOE115', workType: 'Equipment Operation', payType: 'Hourly', payRate: 42.75 },
  { name: 'Tomás Herrera', username: 'therrera', workClass: 'DRIVER', union: 'TEAM213', workType: 'Trucking', payType: 'Hourly', payRate: 36 },
  { name: 'Gurpreet Gill', username: 'ggill', workClass: 'DRIVER', union: 'TEAM213', workType: 'Trucking', payType: 'Hourly', payRate: 36.5 },
  { name: 'Ethan Nguyen', username: 'enguyen', workClass: 'PIPE', union: 'LIUNA1611', workType: 'Pipe Laying', payType: 'Hourly', payRate: 38 },
  { name: 'Sofia Kowalski', username: 'skowalski', workClass: 'PIPE', union: 'LIUNA1611', workType: 'Pipe Laying', payType: 'Hourly', payRate: 37.5 },
  { name: 'Noah Tremblay', username: 'ntremblay', workClass: 'LABOUR', union: 'LIUNA1611', workType: 'General Labour', payType: 'Hourly', payRate: 31 },
  { name: 'Aiyana Joe', username: 'aiyanajoe', workClass: 'LABOUR', union: 'LIUNA1611', workType: 'General Labour', payType: 'Hourly', payRate: 31 },
  { name: 'Daniel Park', username: 'dpark', workClass: 'GRADE', union: 'IUOE115', workType: 'General Labour', payType: 'Hourly', payRate: 39 },
  { name: 'Harjit Bains', username: 'hbains', workClass: 'OPERATORS', union: 'IUOE115', workType: 'Equipment Operation', payType: 'Hourly', payRate: 44 },
  { name: 'Chloé Gagnon', username: 'cgagnon', workClass: 'Survey', union: 'NON', workType: 'Surveying', payType: 'Salary', payRate: 85280 },
  { name: 'Kwame Mensah', username: 'kmensah', workClass: 'FLAG', union: 'LIUNA1611', workType: 'General Labour', payType: 'Hourly', payRate: 27.5 },
  { name: 'Emily Chen', username: 'echen', workClass: 'QC', union: 'NON', workType: 'Supervision', payType: 'Salary', payRate: 83200 },
  { name: 'Ryan MacDonald', username: 'rmacdonald', workClass: 'MECH', union: 'IUOE115', workType: 'General Labour', payType: 'Hourly', payRate: 45 },
  { name: 'Olivia Martin', username: 'omartin', workClass: 'SAFETY', union: 'NON', workType: 'Supervision', payType: 'Salary', payRate: 81120 },
  { name: 'Mateo Silva', username: 'msilva', workClass: 'CARPENTER', union: 'CARP1995', workType: 'General Labour', payType: 'Hourly', payRate: 37 },
  { name: 'Ava Thompson', username: 'athompson', workClass: 'DRIVER', union: 'TEAM213', workType: 'Trucking', payType: 'Hourly', payRate: 35 },
  { name: 'Jack Wilson', username: 'jwilson', workClass: 'LABOUR', union: 'LIUNA1611', workType: 'General Labour', payType: 'Hourly', payRate: 30, isActive: false },
  { name: 'Hiroshi Tanaka', username: 'htanaka', workClass: 'WELDER', union: 'NON', workType: 'General Labour', payType: 'Hourly', payRate: 42 },
];

export const NORTHWIND_CATALOGUE: Omit<CompanySeed, 'roles' | 'people'> = {
  name: 'Northwind Paving',
  description: 'Asphalt paving and road maintenance in the Okanagan.',
  payrollHeader: 'NWPAVE',
  codePrefix: 'NW',
  timeZone: 'America/Edmonton',
  workTypes: [
    { name: 'Equipment Operation', isEquipmentRequired: true },
    { name: 'Paving Crew', isEquipmentRequired: false },
    { name: 'Trucking', isEquipmentRequired: true },
  ],
  categories: ['Pavers', 'Compaction', 'Trucks'],
  equipment: [
    { name: 'EX-101', description: 'Vogele Super 1800 paver', category: 'Pavers', class: 'Other vehicle', make: 'Vogele', year: 2020, value: 520000, startingHours: 2100 },
    { name: 'RL-11', description: 'CAT CB10 tandem roller', category: 'Compaction', class: 'Roller', make: 'Caterpillar', year: 2021, value: 160000, startingHours: 1450 },
    { name: 'RL-12', description: 'Hamm pneumatic roller', category: 'Compaction', class: 'Roller', make: 'Hamm', year: 2018, value: 120000, startingHours: 3900 },
    { name: 'TR-21', description: 'Peterbilt 567 end dump', category: 'Trucks', class: 'Truck', make: 'Peterbilt', year: 2019, value: 185000, startingHours: 0 },
    { name: 'TR-22', description: 'Freightliner tack truck', category: 'Trucks', class: 'Truck', make: 'Freightliner', year: 2017, value: 140000, startingHours: 0 },
    { name: 'PU-31', description: 'Toyota Tundra pick-up', category: 'Trucks', class: 'Pick-up', make: 'Toyota', year: 2022, value: 62000, startingHours: 0 },
  ],
  jobs: [
    { name: 'NW-2401', description: 'Kelowna Harvey Ave overlay', status: 'in_progress', location: 'Harvey Ave, Kelowna, BC', owner: 'BC MoTI', startedDaysAgo: 20, durationDays: 60, materialHauling: true, costCodes: [
      { name: 'MILL', description: 'Mill existing asphalt 50 mm', quantity: 14000, unit: 'm2', production: true },
      { name: 'PAVE', description: 'Pave 50 mm asphalt', quantity: 1700, unit: 't', production: true },
      { name: 'LABOUR', description: 'Crew labour', quantity: 1500, unit: 'hr', time: true },
    ] },
    { name: 'NW-2402', description: 'Vernon plaza parking lot', status: 'in_progress', location: '4900 27 St, Vernon, BC', owner: 'Plaza Holdings', startedDaysAgo: 10, durationDays: 20, costCodes: [
      { name: 'PAVE', description: 'Pave 65 mm asphalt', quantity: 800, unit: 't', production: true },
      { name: 'LABOUR', description: 'Crew labour', quantity: 600, unit: 'hr', time: true },
    ] },
    { name: 'NW-2403', description: 'Penticton lane patching', status: 'pending', location: 'Main St, Penticton, BC', owner: 'City of Penticton', startedDaysAgo: -7, durationDays: 10, costCodes: [
      { name: 'PATCH', description: 'Hand patching', quantity: 300, unit: 'm2', production: true },
      { name: 'LABOUR', description: 'Crew labour', quantity: 200, unit: 'hr', time: true },
    ] },
  ],
};

export const NORTHWIND_PEOPLE: PersonSeed[] = [
  { name: 'Rebecca Lindqvist', username: 'office2', workClass: 'ADMIN', union: 'NON', workType: 'Paving Crew', role: 'Office', managers: [], payType: 'Salary', payRate: 70720 },
  { name: 'Owen Fraser', username: 'ofraser', workClass: 'FOREMAN', union: 'NON', workType: 'Paving Crew', role: 'Office', managers: ['office2'], payType: 'Salary', payRate: 95680 },
  { name: 'Mia Kapoor', username: 'mkapoor', workClass: 'OPERATORS', union: 'IUOE115', workType: 'Equipment Operation', role: 'Crew', managers: ['ofraser'], payType: 'Hourly', payRate: 41 },
  { name: 'Lucas Dubois', username: 'ldubois', workClass: 'LABOUR', union: 'LIUNA1611', workType: 'Paving Crew', role: 'Crew', managers: ['ofraser'], payType: 'Hourly', payRate: 30 },
  { name: 'Zoe Anderson', username: 'zanderson', workClass: 'DRIVER', union: 'TEAM213', workType: 'Trucking', role: 'Crew', managers: ['ofraser'], payType: 'Hourly', payRate: 35 },
  { name: 'Ali Rahimi', username: 'arahimi', workClass: 'LABOUR', union: 'LIUNA1611', workType: 'Paving Crew', role: 'Crew', managers: ['ofraser'], payType: 'Hourly', payRate: 29.5 },
];
