import { useHomeT, type HomeKey } from '../messages';

const VALUES: readonly { title: HomeKey; text: HomeKey }[] = [
  { title: 'home.trustTitle', text: 'home.trustText' },
  { title: 'home.teamworkTitle', text: 'home.teamworkText' },
  { title: 'home.excellenceTitle', text: 'home.excellenceText' },
  { title: 'home.fairTitle', text: 'home.fairText' },
];

export function CompanyValues() {
  const t = useHomeT();
  return (
    <section aria-labelledby="company-values" className="mx-auto max-w-7xl px-4 py-14">
      <h2 id="company-values" className="text-2xl font-semibold md:text-3xl">
        {t('home.valuesTitle')}
      </h2>
      <p className="mt-3 max-w-3xl text-neutral-700">{t('home.valuesText')}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {VALUES.map((value) => (
          <li key={value.title} className="rounded-xl border border-neutral-200 p-6">
            <h3 className="text-lg font-semibold text-brand">{t(value.title)}</h3>
            <p className="mt-2 text-neutral-700">{t(value.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
