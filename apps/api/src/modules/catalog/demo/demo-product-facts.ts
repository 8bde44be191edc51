import type { ProductFacts } from '@saathi/shared';

/** The demo brands' makers: fictional firms, marked demo (decision 0110). */
const DEMO_MAKERS: Record<string, Omit<ProductFacts, 'bestBefore'>> = {
  Vedaroot: {
    makerRole: 'MANUFACTURER',
    makerName: 'Vedaroot Herbals Private Limited (demo)',
    makerAddress: 'Plot 12, KINFRA Industrial Park, Kalamassery, Kochi, Kerala 683104',
    countryOfOrigin: 'India',
  },
  Gharelu: {
    makerRole: 'PACKER',
    makerName: 'Gharelu Home Products LLP (demo)',
    makerAddress: 'Shed 7, GIDC Estate, Vatva, Ahmedabad, Gujarat 382445',
    countryOfOrigin: 'India',
  },
  'Swasthya Plus': {
    makerRole: 'MANUFACTURER',
    makerName: 'Swasthya Plus Healthcare Private Limited (demo)',
    makerAddress: '3rd Floor, Electronic City Phase 1, Bengaluru, Karnataka 560100',
    countryOfOrigin: 'India',
  },
  'Khadi Kala': {
    makerRole: 'MANUFACTURER',
    makerName: 'Khadi Kala Weavers Cooperative (demo)',
    makerAddress: 'Weavers Colony, Sanganer, Jaipur, Rajasthan 302029',
    countryOfOrigin: 'India',
  },
};

/** Monitors are imported in the demo, so the shop shows an importer and another origin. */
const DEMO_IMPORTED = new Set(['Digital BP Monitor', 'Pulse Oximeter', 'Glucometer Kit']);

/** Shelf life by demo category; devices and clothing have none. */
const DEMO_BEST_BEFORE: Record<string, string> = {
  'personal-care': 'Best before 36 months from manufacture',
  'skin-care': 'Best before 24 months from manufacture',
  'home-essentials': 'Best before 24 months from packing',
  'wellness-nutrition': 'Best before 18 months from manufacture',
};

export function demoProductFacts(product: {
  name: string;
  brand: string;
  category: string;
}): ProductFacts {
  const maker = DEMO_MAKERS[product.brand]!;
  const bestBefore = DEMO_BEST_BEFORE[product.category] ?? '';
  if (!DEMO_IMPORTED.has(product.name)) return { ...maker, bestBefore };
  return {
    ...maker,
    makerRole: 'IMPORTER',
    countryOfOrigin: 'Taiwan',
    bestBefore,
  };
}
