import type { SeedProduct } from './types';

/** Fruit & veg, and bakery. */
export const PRODUCTS_FRESH: SeedProduct[] = [
  // Fruit & Veg
  {
    slug: 'fairtrade-bananas',
    name: 'Fairtrade Bananas 5 Pack',
    categorySlug: 'fruit-veg',
    description:
      'Five Fairtrade bananas, ripening nicely for breakfast or baking. Great sliced over porridge.',
    priceMinor: 115,
    stock: 64,
    image: 'fairtrade-bananas.webp',
    featured: false,
  },
  {
    slug: 'braeburn-apples',
    name: 'Braeburn Apples 6 Pack',
    categorySlug: 'fruit-veg',
    description:
      'Crisp, juicy British Braeburn apples with a sweet and tangy bite. Perfect for lunchboxes.',
    priceMinor: 210,
    stock: 48,
    image: 'braeburn-apples.webp',
    featured: true,
  },
  {
    slug: 'hass-avocados',
    name: 'Ripe and Ready Hass Avocados x2',
    categorySlug: 'fruit-veg',
    description:
      'Two Hass avocados, ripe and ready to eat today. Smash onto sourdough toast with a squeeze of lemon.',
    priceMinor: 189,
    stock: 2,
    image: 'hass-avocados.webp',
    featured: false,
  },
  {
    slug: 'vine-tomatoes',
    name: 'Vine Ripened Tomatoes 400g',
    categorySlug: 'fruit-veg',
    description:
      'Sweet, fragrant tomatoes left to ripen on the vine. Lovely in salads or roasted with olive oil.',
    priceMinor: 165,
    stock: 35,
    image: 'vine-tomatoes.webp',
    featured: false,
  },
  {
    slug: 'baby-spinach',
    name: 'Baby Spinach 200g',
    categorySlug: 'fruit-veg',
    description:
      'Washed and ready to eat tender baby spinach leaves. Toss into salads, curries or omelettes.',
    priceMinor: 150,
    stock: 22,
    image: 'baby-spinach.webp',
    featured: false,
  },
  {
    slug: 'blueberries',
    name: 'Blueberries 150g',
    categorySlug: 'fruit-veg',
    description:
      'Plump, sweet blueberries in a recyclable punnet. Ideal with yoghurt or on pancakes.',
    priceMinor: 250,
    stock: 30,
    image: 'blueberries.webp',
    featured: true,
  },
  {
    slug: 'maris-piper-potatoes',
    name: 'Maris Piper Potatoes 2kg',
    categorySlug: 'fruit-veg',
    description:
      'Fluffy British Maris Piper potatoes, the go-to choice for roasties, chips and mash.',
    priceMinor: 175,
    stock: 40,
    image: 'maris-piper-potatoes.webp',
    featured: false,
  },
  {
    slug: 'red-onions',
    name: 'Red Onions 1kg',
    categorySlug: 'fruit-veg',
    description: 'Mild, sweet red onions for salads, salsas and slow-cooked dishes.',
    priceMinor: 99,
    stock: 55,
    image: 'red-onions.webp',
    featured: false,
  },
  {
    slug: 'unwaxed-lemons',
    name: 'Unwaxed Lemons 4 Pack',
    categorySlug: 'fruit-veg',
    description: 'Four unwaxed lemons, so the zest is ready for baking, dressings and drinks.',
    priceMinor: 135,
    stock: 38,
    image: 'unwaxed-lemons.webp',
    featured: false,
  },

  // Bakery
  {
    slug: 'sourdough-loaf',
    name: 'Sourdough Loaf',
    categorySlug: 'bakery',
    description:
      'A slow-fermented white sourdough with a crackly crust and open crumb, baked fresh each morning.',
    priceMinor: 395,
    stock: 18,
    image: 'sourdough-loaf.webp',
    featured: true,
  },
  {
    slug: 'wholemeal-bloomer',
    name: 'Wholemeal Bloomer',
    categorySlug: 'bakery',
    description:
      'A hearty wholemeal bloomer with a soft crumb. Thickly sliced, it makes a brilliant sandwich.',
    priceMinor: 225,
    stock: 15,
    image: 'wholemeal-bloomer.webp',
    featured: false,
  },
  {
    slug: 'all-butter-croissants',
    name: 'All Butter Croissants 4 Pack',
    categorySlug: 'bakery',
    description:
      'Flaky, golden croissants made with real butter. Warm them in the oven for a few minutes.',
    priceMinor: 275,
    stock: 24,
    image: 'all-butter-croissants.webp',
    featured: true,
  },
  {
    slug: 'cinnamon-swirls',
    name: 'Cinnamon Swirls 2 Pack',
    categorySlug: 'bakery',
    description:
      'Soft, sticky pastry swirls rolled with cinnamon sugar and finished with a light glaze.',
    priceMinor: 250,
    stock: 0,
    image: 'cinnamon-swirls.webp',
    featured: false,
  },
  {
    slug: 'seeded-rye-bread',
    name: 'Seeded Rye Bread',
    categorySlug: 'bakery',
    description:
      'A dense, nutty rye loaf packed with sunflower and pumpkin seeds. Keeps well for several days.',
    priceMinor: 320,
    stock: 12,
    image: 'seeded-rye-bread.webp',
    featured: false,
  },
  {
    slug: 'english-muffins',
    name: 'English Muffins 6 Pack',
    categorySlug: 'bakery',
    description:
      'Six soft English muffins, ready to split, toast and top with butter or a poached egg.',
    priceMinor: 120,
    stock: 30,
    image: 'english-muffins.webp',
    featured: false,
  },
  {
    slug: 'garlic-baguette',
    name: 'Garlic and Herb Baguette',
    categorySlug: 'bakery',
    description:
      'A part-baked baguette filled with garlic and parsley butter. Bake for ten minutes until golden.',
    priceMinor: 165,
    stock: 20,
    image: 'garlic-baguette.webp',
    featured: false,
  },
  {
    slug: 'crumpets',
    name: 'Crumpets 6 Pack',
    categorySlug: 'bakery',
    description: 'Classic British crumpets with plenty of holes to soak up melting butter.',
    priceMinor: 95,
    stock: 42,
    image: 'crumpets.webp',
    featured: false,
  },
  {
    slug: 'lemon-drizzle-cake',
    name: 'Lemon Drizzle Cake',
    categorySlug: 'bakery',
    description:
      'A moist lemon sponge soaked in zesty syrup and topped with crunchy sugar. Serves eight.',
    priceMinor: 450,
    stock: 1,
    image: 'lemon-drizzle-cake.webp',
    featured: false,
  },
];
