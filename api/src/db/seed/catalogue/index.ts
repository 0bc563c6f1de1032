import { PRODUCTS_DAIRY_PANTRY } from './products-dairy-pantry';
import { PRODUCTS_DRINKS_SNACKS } from './products-drinks-snacks';
import { PRODUCTS_FRESH } from './products-fresh';
import { PRODUCTS_HOME } from './products-home';
import type { SeedCategory, SeedProduct, SeedVariantFamily } from './types';

export type { SeedCategory, SeedProduct, SeedVariantFamily } from './types';

export const CATEGORIES: SeedCategory[] = [
  {
    slug: 'fruit-veg',
    vatRateBasisPoints: 0,
    name: 'Fruit & Veg',
    description:
      'Fresh fruit and vegetables, delivered to the shop every morning from New Covent Garden Market.',
  },
  {
    slug: 'bakery',
    vatRateBasisPoints: 0,
    name: 'Bakery',
    description: 'Bread, pastries and cakes baked daily by our partner bakery just down the road.',
  },
  {
    slug: 'dairy-eggs',
    vatRateBasisPoints: 0,
    name: 'Dairy & Eggs',
    description:
      'Milk, cheese, butter, yoghurt and free range eggs, plus plant-based alternatives.',
  },
  {
    slug: 'pantry',
    vatRateBasisPoints: 0,
    name: 'Pantry',
    description:
      'Store cupboard staples: rice, pasta, tins, oils, spreads and everything for everyday cooking.',
  },
  {
    slug: 'drinks',
    vatRateBasisPoints: 2000,
    name: 'Drinks',
    description: 'Tea, coffee, juices, soft drinks and sparkling water for home and on the go.',
  },
  {
    slug: 'snacks',
    vatRateBasisPoints: 2000,
    name: 'Snacks',
    description:
      'Crisps, chocolate, nuts and biscuits for lunchboxes, film nights and the afternoon slump.',
  },
  {
    slug: 'household',
    vatRateBasisPoints: 2000,
    name: 'Household',
    description: 'Cleaning, laundry and kitchen essentials to keep the home running smoothly.',
  },
  {
    slug: 'personal-care',
    vatRateBasisPoints: 2000,
    name: 'Personal Care',
    description:
      'Toiletries and everyday care for hair, skin and teeth, including refill-friendly options.',
  },
];

/** Loose fruit sold by the kilo, for the fulfilment journey's weighed line. */
const PRODUCTS_BY_WEIGHT: SeedProduct[] = [
  {
    slug: 'loose-bananas',
    name: 'Loose Bananas',
    categorySlug: 'fruit-veg',
    description: 'Loose Fairtrade bananas, picked by hand and priced by weight: about 180 g each.',
    priceMinor: 115,
    unit: 'per_kg',
    estimatedWeightGrams: 180,
    scaleItem: 1,
    stock: 400,
    image: 'fairtrade-bananas.webp',
    featured: false,
  },
];

/**
 * Every seeded product, by category in the shop's order; the loose bananas
 * last, so the products before them keep their ids and barcodes (gtins.ts).
 */
export const PRODUCTS: SeedProduct[] = [
  ...PRODUCTS_FRESH,
  ...PRODUCTS_DAIRY_PANTRY,
  ...PRODUCTS_DRINKS_SNACKS,
  ...PRODUCTS_HOME,
  ...PRODUCTS_BY_WEIGHT,
];

export const VARIANT_FAMILIES: SeedVariantFamily[] = [
  {
    productSlug: 'oat-flapjack',
    optionNames: ['Pack'],
    listedValues: ['Single'],
    variants: [
      { sku: 'OAT-FLAPJACK-BOX-6', optionValues: ['Box of 6'], priceMinor: 495, stock: 12 },
    ],
  },
];
