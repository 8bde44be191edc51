const VALUES = [
  {
    title: 'Trust',
    text: 'Clear prices, honest product information and a return window on every order.',
  },
  {
    title: 'Teamwork',
    text: 'Associates and the company grow together, helping each other learn.',
  },
  {
    title: 'Excellence',
    text: 'Products backed by a quality-management certification and a food-safety licence.',
  },
  {
    title: 'Fair and ethical',
    text: 'Earnings from real sales only, within the law and the direct selling rules.',
  },
];

export function CompanyValues() {
  return (
    <section aria-labelledby="company-values" className="mx-auto max-w-7xl px-4 py-14">
      <h2 id="company-values" className="text-2xl font-semibold md:text-3xl">
        A healthy and wealthy life
      </h2>
      <p className="mt-3 max-w-3xl text-neutral-700">
        Our vision is the physical, mental and financial fitness of every Indian. These values guide
        how we make, sell and support our products.
      </p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {VALUES.map((value) => (
          <li key={value.title} className="rounded-xl border border-neutral-200 p-6">
            <h3 className="text-lg font-semibold text-brand">{value.title}</h3>
            <p className="mt-2 text-neutral-700">{value.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
