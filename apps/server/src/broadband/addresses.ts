import {
  addressSearchTokens,
  normaliseAddressSearch,
  type AddressHit,
} from '@lingon/contracts/broadband/address-search';
import type { EvaluatedAddress } from '@lingon/contracts/broadband/evaluate-address';
import type { Db } from '../db/db';

/** The form addresses are looked up by (city_key, street_key): trimmed, Swedish lower case. */
export function lookupKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('sv');
}

/** At most this many words of a query count (longer text adds nothing but cost). */
const MAX_SEARCH_WORDS = 8;

function searchWords(searchString: string): string[] {
  return addressSearchTokens(normaliseAddressSearch(searchString)).slice(0, MAX_SEARCH_WORDS);
}

/** Requests with the same key have the same answer: the words that count and the options. */
export function addressSearchKey(request: {
  searchString: string;
  bestHitsOnly: boolean;
  maxResults: number;
}): string {
  return JSON.stringify([
    searchWords(request.searchString),
    request.bestHitsOnly,
    request.maxResults,
  ]);
}

/**
 * Address search (SPEC §5): every query word must begin a word of the address; hits are ranked by
 * how many query words match a whole word, and best hits only keeps the top rank. Plain LIKE on a
 * space-delimited word column, so PGlite and PostgreSQL answer identically without extensions.
 * The words hold only letters and digits (addressSearchTokens), so they carry no LIKE wildcards.
 */
export async function searchAddresses(
  db: Db,
  request: { searchString: string; bestHitsOnly: boolean; maxResults: number },
): Promise<AddressHit[]> {
  const words = searchWords(request.searchString);
  if (words.length === 0) return [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const filters = words.map((word) => `search_text like ${param(`% ${word}%`)}`).join(' and ');
  const score = words
    .map((word) => `(case when search_text like ${param(`% ${word} %`)} then 1 else 0 end)`)
    .join(' + ');
  const rows = await db.query<{
    street_name: string;
    street_number: string;
    entrance: string;
    city: string;
    zipcode: string;
  }>(
    `select street_name, street_number, entrance, city, zipcode
       from (
         select street_name, street_number, street_number_int, entrance, city, zipcode, score,
                max(score) over () as best
           from (
             select *, ${score} as score from broadband_addresses where ${filters}
           ) matched
       ) ranked
      where ${param(!request.bestHitsOnly)}::boolean or score = best
      order by score desc, street_name, street_number_int, street_number, entrance, city
      limit ${param(request.maxResults)}`,
    params,
  );
  return rows.map((row) => ({
    streetName: row.street_name,
    streetNumber: row.street_number,
    entrance: row.entrance,
    city: row.city,
    zipcode: row.zipcode,
  }));
}

type HomeRow = {
  address_entrance: string;
  street_name: string;
  street_number: string;
  city: string;
  zipcode: string;
  point_id: string;
  entrance: string;
  apartment_number: string;
  communication_operator_id: string;
};

/**
 * The homes at an address: it matches on city, street and number; a typed entrance picks the
 * address registered with it, else narrows the homes to that entrance when any have it.
 */
export async function findHomes(
  db: Db,
  address: { city: string; streetName: string; streetNumber: string; entrance: string },
): Promise<EvaluatedAddress[]> {
  const rows = await db.query<HomeRow>(
    `select a.entrance as address_entrance, a.street_name, a.street_number, a.city, a.zipcode,
            p.point_id, p.entrance, p.apartment_number, p.communication_operator_id
       from broadband_addresses a
       join broadband_points p on p.address_id = a.id
      where a.city_key = $1 and a.street_key = $2 and lower(a.street_number) = lower($3)
      order by a.entrance, p.entrance, p.apartment_number, p.point_id`,
    [lookupKey(address.city), lookupKey(address.streetName), address.streetNumber.trim()],
  );
  const entrance = lookupKey(address.entrance);
  const exact = rows.filter((row) => lookupKey(row.address_entrance) === entrance);
  let homes = exact.length > 0 ? exact : rows;
  if (entrance && homes.some((row) => lookupKey(row.entrance) === entrance)) {
    homes = homes.filter((row) => lookupKey(row.entrance) === entrance);
  }
  return homes.map((row) => ({
    pointId: row.point_id,
    apartmentNumber: row.apartment_number,
    entrance: row.entrance || row.address_entrance,
    streetName: row.street_name,
    streetNumber: row.street_number,
    city: row.city,
    zipcode: row.zipcode,
    communicationOperatorId: row.communication_operator_id,
  }));
}
