import { company, telHref } from '../../company';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => [
  { title: `Krankentransport im Rhein-Main-Gebiet | ${company.name}` },
  { name: 'description', content: `${company.name}: Krankenfahrten in Frankfurt am Main, Bad Homburg und dem Hochtaunuskreis.` },
];

export default function Home() {
  return (
    <main className="mx-auto max-w-4xl px-6 py-16">
      <h1 className="text-4xl font-bold">Krankentransport im Rhein-Main-Gebiet</h1>
      <p className="mt-4 text-lg">
        Telefon: <a href={telHref}>{company.phone.display}</a>
      </p>
    </main>
  );
}
