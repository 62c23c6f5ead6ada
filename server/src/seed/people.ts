import type { SeededRandom } from './random.js';

// Names for demo people, grouped so a first name and surname usually come from the same
// tradition, the way most real names do, in roughly the mix of a British city.

interface NameGroup {
  weight: number;
  firstNames: readonly string[];
  surnames: readonly string[];
}

const NAME_GROUPS: readonly NameGroup[] = [
  {
    weight: 6,
    firstNames: [
      'Oliver', 'Amelia', 'George', 'Isla', 'Harry', 'Sophie', 'Jack', 'Emily', 'Thomas', 'Charlotte',
      'James', 'Grace', 'William', 'Lucy', 'Daniel', 'Hannah', 'Samuel', 'Chloe', 'Joseph', 'Megan',
      'Matthew', 'Rebecca', 'Callum', 'Eilidh', 'Rhys', 'Cerys', 'Gareth', 'Siobhan', 'Liam', 'Niamh',
      'Ben', 'Holly', 'Craig', 'Fiona', 'Stuart', 'Karen', 'Paul', 'Debbie', 'Mark', 'Claire',
      'Andrew', 'Joanne', 'Steven', 'Lisa', 'David', 'Sarah', 'Peter', 'Helen', 'Ian', 'Gemma',
      'Dylan', 'Ffion', 'Connor', 'Alice', 'Rory', 'Freya',
    ],
    surnames: [
      'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson',
      'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson',
      'Clarke', 'Hughes', 'Edwards', 'Turner', 'Hill', 'Moore', 'Cooper', 'Ward', 'Morris', 'King',
      'Watson', 'Harrison', 'Baker', 'Morgan', 'Campbell', 'MacLeod', 'Murray', 'Fraser', "O'Brien",
      'Byrne', 'Kelly', 'Hartley', 'Pritchard', 'Whitaker', 'Ashworth', 'Gallagher', 'Thornton',
      'Fletcher', 'Barker', 'Holt', 'Lloyd', 'McKenzie', 'Doherty',
    ],
  },
  {
    weight: 2,
    firstNames: [
      'Priya', 'Arjun', 'Aisha', 'Imran', 'Ravi', 'Sunita', 'Sanjay', 'Anjali', 'Harpreet', 'Gurpreet',
      'Rajesh', 'Nisha', 'Zara', 'Omar', 'Fatima', 'Bilal', 'Kiran', 'Deepak', 'Ayesha', 'Hamza',
    ],
    surnames: [
      'Patel', 'Khan', 'Singh', 'Shah', 'Ahmed', 'Hussain', 'Sharma', 'Ali', 'Chaudhry',
      'Mistry', 'Iqbal', 'Gill', 'Rahman', 'Parmar', 'Sandhu', 'Miah',
    ],
  },
  {
    weight: 1,
    firstNames: [
      'Chidi', 'Ngozi', 'Kwame', 'Abena', 'Tunde', 'Folake', 'Jerome', 'Marcia', 'Delroy', 'Simone',
      'Emeka', 'Adaeze', 'Kofi', 'Chantelle',
    ],
    surnames: ['Okafor', 'Adeyemi', 'Mensah', 'Boateng', 'Okonkwo', 'Asante', 'Obi', 'Adebayo', 'Francis', 'Campbell'],
  },
  {
    weight: 1,
    firstNames: ['Tomasz', 'Agnieszka', 'Piotr', 'Marek', 'Magdalena', 'Pawel', 'Joanna', 'Andrei', 'Elena', 'Lukasz', 'Ewa'],
    surnames: ['Nowak', 'Wozniak', 'Popescu', 'Ionescu', 'Horvat', 'Novak', 'Petrov', 'Kovac'],
  },
  {
    weight: 0.7,
    firstNames: ['Wei', 'Mei', 'Jun', 'Lily', 'Kevin', 'Jenny', 'Michael', 'Minh', 'Thanh', 'Ying'],
    surnames: ['Chen', 'Wong', 'Li', 'Zhang', 'Lam', 'Chan', 'Nguyen', 'Tran'],
  },
  {
    weight: 0.7,
    firstNames: ['Nikos', 'Eleni', 'Marco', 'Giulia', 'Mehmet', 'Elif', 'Stavros', 'Francesca'],
    surnames: ['Papadopoulos', 'Rossi', 'Yilmaz', 'Demir', 'Georgiou', 'Ricci', 'Constantinou', 'Esposito'],
  },
];

export interface PersonName {
  firstName: string;
  lastName: string;
}

export function pickPersonName(random: SeededRandom): PersonName {
  const group = random.weighted(NAME_GROUPS.map((g) => [g, g.weight] as const));
  return { firstName: random.pick(group.firstNames), lastName: random.pick(group.surnames) };
}

/** A lower-case, ASCII-only form of a name for email addresses and domains ("O'Brien" -> "obrien"). */
export function emailSafe(value: string): string {
  return value
    .normalize('NFKD')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');
}
