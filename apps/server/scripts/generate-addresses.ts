// Adds generated addresses to the database the server would open (DATA_DIR or DATABASE_URL), so
// the address search can be measured at a realistic size: `pnpm bench` runs it with 100,000.
// Migrates and seeds first (as the server's start does), then adds the addresses once: a second
// run with the same count adds nothing. Usage: tsx scripts/generate-addresses.ts [count]
import type { OfferingKey } from '@lingon/contracts/fixtures/broadband-products';
import { loadConfig } from '../src/config';
import { openDb } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seed/index';
import { insertAddresses } from '../src/seed/broadband';

const count = Number(process.argv[2] ?? 100_000);
if (!Number.isInteger(count) || count < 1) throw new Error(`Not a count: ${process.argv[2]}`);

const FIRST = [
  'Björk',
  'Ek',
  'Lind',
  'Tall',
  'Gran',
  'Rönn',
  'Al',
  'Ask',
  'Hassel',
  'Sjö',
  'Strand',
  'Berg',
  'Skogs',
  'Ängs',
  'Kyrk',
  'Skol',
  'Stations',
  'Park',
  'Hamn',
  'Torg',
  'Mål',
  'Åker',
  'Lärk',
  'Sälg',
  'Vide',
];
const LAST = ['vägen', 'gatan', 'stigen', 'gränd', 'backen', 'allén', 'slingan', 'torget'];
const TOWNS = [
  ['Umeå', '903'],
  ['Luleå', '972'],
  ['Sundsvall', '852'],
  ['Östersund', '831'],
  ['Gävle', '803'],
  ['Falun', '791'],
  ['Karlstad', '652'],
  ['Örebro', '703'],
  ['Västerås', '722'],
  ['Eskilstuna', '632'],
  ['Norrköping', '602'],
  ['Linköping', '582'],
  ['Jönköping', '553'],
  ['Växjö', '352'],
  ['Kalmar', '392'],
  ['Karlskrona', '371'],
  ['Halmstad', '302'],
  ['Borås', '503'],
  ['Skövde', '541'],
  ['Visby', '621'],
] as const;
const OFFERINGS = ['FULL', 'OPEN_FIBRE', 'CITY_NETWORK', 'NONE'] as const;

interface GeneratedAddress {
  id: string;
  street: string;
  number: string;
  city: string;
  zipcode: string;
  offering: OfferingKey;
}

const config = loadConfig();
const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrate(db);
  await seed(db);
  const [{ existing } = { existing: 0 }] = await db.query<{ existing: number }>(
    "select count(*)::int as existing from broadband_addresses where id like 'gen-%'",
  );
  if (existing >= count) {
    console.log(`${existing} generated addresses already there`);
  } else {
    const started = Date.now();
    const batch = 5000;
    for (let start = existing; start < count; start += batch) {
      const addresses: GeneratedAddress[] = [];
      for (let n = start; n < Math.min(count, start + batch); n += 1) {
        const street = `${FIRST[n % FIRST.length]}${LAST[Math.floor(n / FIRST.length) % LAST.length]}`;
        const [city, zip] = TOWNS[
          Math.floor(n / (FIRST.length * LAST.length)) % TOWNS.length
        ] as readonly [string, string];
        // From 101: the seeded addresses keep below that, so no generated one collides with them.
        const number = String(101 + Math.floor(n / (FIRST.length * LAST.length * TOWNS.length)));
        addresses.push({
          id: `gen-${n}`,
          street,
          number,
          city,
          zipcode: `${zip}${String(n % 100).padStart(2, '0')}`,
          offering: OFFERINGS[n % OFFERINGS.length] as OfferingKey,
        });
      }
      // A batch's addresses and homes together, so a stopped run leaves whole batches.
      await db.transaction((tx) =>
        insertAddresses(
          tx,
          addresses.map((a) => ({
            id: a.id,
            streetName: a.street,
            streetNumber: a.number,
            entrance: '',
            city: a.city,
            zipcode: a.zipcode,
            points: [
              {
                pointId: `GEN-${a.id.slice(4)}`,
                entrance: '',
                apartmentNumber: '',
                offering: a.offering,
                accessTypeCode: '',
                accessId: '',
                communicationOperatorId: '',
              },
            ],
          })),
        ),
      );
    }
    console.log(`${count - existing} addresses generated in ${Date.now() - started} ms`);
  }
} finally {
  await db.close();
}
