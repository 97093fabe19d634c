import { ADDRESS_CHECK_ELEMENT, ADDRESS_CHECKED_EVENT, BRAND } from '@lingon/contracts/brand';
import { CodeBlock, EmbedSnippet, LiveExample } from '../components/partner-embed';
import { PageIntro } from '../components/page-intro';
import { SITE_URL } from '../lib/config';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/partner';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'För partner',
    description: `Visa ${BRAND.name}s adresskoll för bredband på din egen webbplats med en rad kod: sök adress, välj lägenhet och se priser.`,
    pathname: location.pathname,
  });
}

const listenSnippet = `document.querySelector('${ADDRESS_CHECK_ELEMENT}')
  .addEventListener('${ADDRESS_CHECKED_EVENT}', (event) => {
    const { covered, address, products } = event.detail;
    console.log(covered, address.text, products.length);
  });`;

const attributes = [
  [
    'partner',
    'Ditt partner-id: bokstäverna A–Z och a–z (utan å, ä och ö), siffror och bindestreck, högst 40 tecken, som börjar med en bokstav eller siffra.',
    'Beställningar som börjar hos dig registreras med säljkanal Partner och ditt id.',
  ],
  [
    'theme',
    'light, dark eller auto.',
    'Ljust eller mörkt tema; auto följer besökarens systeminställning (standard).',
  ],
  [
    'address',
    'En adress, t.ex. Storgatan 1, Lund.',
    'Fyller i sökfältet; besökaren kollar den med Kolla!.',
  ],
] as const;

const detailFields = [
  ['covered', 'boolean', 'true när det finns bredband att beställa på adressen.'],
  [
    'address',
    'objekt',
    'streetName, streetNumber, entrance, city, zipcode, apartmentNumber och text (adressen som den visas).',
  ],
  [
    'products',
    'lista',
    'Produkterna som visas: id, name, category, shortTerm, downloadMbps, uploadMbps, price och priceUnit (kr/mån eller kr). Tom när adressen saknar täckning.',
  ],
] as const;

const cell = 'border-b border-border px-3 py-2 text-left align-top';

/** /partner: how a partner puts Lingon's address check on their own page. */
export default function PartnerPage() {
  return (
    <div className="flex flex-col gap-10">
      <PageIntro
        title={`${BRAND.name}s adresskoll på din webbplats`}
        lead={`Låt dina besökare kolla om de kan få bredband från ${BRAND.name} direkt på din sida – samma adressökning, lägenhetsval och priser som på ${new URL(SITE_URL).host}. Beställningen görs hos oss.`}
      />

      <section className="flex flex-col gap-3">
        <h2 className="text-2xl font-bold text-fg">Så bäddar du in den</h2>
        <p className="max-w-prose text-base text-muted">
          Lägg till skripttaggen och elementet där adresskollen ska visas. Inget annat behövs:
          elementet har sin egen stil i en Shadow DOM, så din sidas CSS och vår påverkar inte
          varandra, och det laddar inga typsnitt.
        </p>
        <EmbedSnippet />
        <p className="max-w-prose text-base text-muted">
          När besökaren trycker på Beställ öppnas {BRAND.name}s produktsida i en ny flik med
          adressen och produkten valda. Saknar adressen täckning leder en länk till vår kö.
        </p>
      </section>

      <section className="flex flex-col gap-3">
        <h2 className="text-2xl font-bold text-fg">Exempel</h2>
        <p className="max-w-prose text-base text-muted">
          Prova med Storgatan 3, Lund (flera lägenheter) eller Fjällvägen 7, Kiruna (ingen täckning
          än).
        </p>
        <LiveExample />
      </section>

      <section className="flex flex-col gap-3">
        <h2 className="text-2xl font-bold text-fg">Attribut</h2>
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm text-fg">
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  Attribut
                </th>
                <th scope="col" className={cell}>
                  Värde
                </th>
                <th scope="col" className={cell}>
                  Vad det gör
                </th>
              </tr>
            </thead>
            <tbody>
              {attributes.map(([name, value, effect]) => (
                <tr key={name}>
                  <th scope="row" className={cell}>
                    <code>{name}</code>
                  </th>
                  <td className={cell}>{value}</td>
                  <td className={cell}>{effect}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="flex flex-col gap-3">
        <h2 className="text-2xl font-bold text-fg">Händelser</h2>
        <p className="max-w-prose text-base text-muted">
          När en adress är kollad skickar elementet <code>{ADDRESS_CHECKED_EVENT}</code>, en
          CustomEvent som bubblar ut ur Shadow DOM (bubbles och composed). Dess <code>detail</code>{' '}
          innehåller:
        </p>
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm text-fg">
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  Fält
                </th>
                <th scope="col" className={cell}>
                  Typ
                </th>
                <th scope="col" className={cell}>
                  Innehåll
                </th>
              </tr>
            </thead>
            <tbody>
              {detailFields.map(([name, type, content]) => (
                <tr key={name}>
                  <th scope="row" className={cell}>
                    <code>{name}</code>
                  </th>
                  <td className={cell}>{type}</td>
                  <td className={cell}>{content}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <CodeBlock label="Lyssna på händelsen">{listenSnippet}</CodeBlock>
      </section>
    </div>
  );
}
