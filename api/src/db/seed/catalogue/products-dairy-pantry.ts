import type { SeedProduct } from './types';

/** Dairy & eggs, and the pantry. */
export const PRODUCTS_DAIRY_PANTRY: SeedProduct[] = [
  // Dairy & Eggs
  {
    slug: 'semi-skimmed-milk',
    name: 'British Semi Skimmed Milk 2 Pints',
    categorySlug: 'dairy-eggs',
    description:
      'Fresh semi skimmed milk from British farms. Just right for tea, coffee and cereal.',
    priceMinor: 135,
    stock: 60,
    image: 'semi-skimmed-milk.webp',
    featured: false,
  },
  {
    slug: 'free-range-eggs',
    name: 'Free Range Eggs 6 Pack',
    categorySlug: 'dairy-eggs',
    description: 'Six large free range eggs from hens raised on farms in Kent. Rich golden yolks.',
    priceMinor: 245,
    stock: 36,
    image: 'free-range-eggs.webp',
    featured: true,
  },
  {
    slug: 'mature-cheddar',
    name: 'Mature Cheddar 400g',
    categorySlug: 'dairy-eggs',
    description:
      'A full-flavoured Somerset cheddar, aged for up to nine months. Great on toast or grated into a toastie.',
    priceMinor: 375,
    stock: 3,
    image: 'mature-cheddar.webp',
    featured: false,
  },
  {
    slug: 'greek-style-yoghurt',
    name: 'Greek Style Yoghurt 500g',
    categorySlug: 'dairy-eggs',
    description:
      'Thick and creamy natural yoghurt. Spoon over granola or use in marinades and dips.',
    priceMinor: 185,
    stock: 26,
    image: 'greek-style-yoghurt.webp',
    featured: false,
  },
  {
    slug: 'salted-butter',
    name: 'Salted British Butter 250g',
    categorySlug: 'dairy-eggs',
    description:
      'Creamy salted butter churned from British milk. Spreads beautifully on warm toast.',
    priceMinor: 225,
    stock: 33,
    image: 'salted-butter.webp',
    featured: false,
  },
  {
    slug: 'barista-oat-drink',
    name: 'Barista Oat Drink 1L',
    categorySlug: 'dairy-eggs',
    description:
      'A plant-based oat drink that steams and froths like milk. Perfect for flat whites at home.',
    priceMinor: 210,
    stock: 28,
    image: 'barista-oat-drink.webp',
    featured: false,
  },
  {
    slug: 'halloumi',
    name: 'Halloumi 225g',
    categorySlug: 'dairy-eggs',
    description:
      'Squeaky Cypriot-style grilling cheese. Fry or barbecue until golden and serve with salad.',
    priceMinor: 299,
    stock: 19,
    image: 'halloumi.webp',
    featured: true,
  },
  {
    slug: 'double-cream',
    name: 'Double Cream 300ml',
    categorySlug: 'dairy-eggs',
    description:
      'Rich double cream for whipping, pouring over puddings or stirring into pasta sauces.',
    priceMinor: 155,
    stock: 21,
    image: 'double-cream.webp',
    featured: false,
  },
  {
    slug: 'buffalo-mozzarella',
    name: 'Buffalo Mozzarella 125g',
    categorySlug: 'dairy-eggs',
    description:
      'Soft, milky buffalo mozzarella. Tear over pizza or pair with ripe tomatoes and basil.',
    priceMinor: 199,
    stock: 14,
    image: 'buffalo-mozzarella.webp',
    featured: false,
  },

  // Pantry
  {
    slug: 'extra-virgin-olive-oil',
    name: 'Extra Virgin Olive Oil 500ml',
    categorySlug: 'pantry',
    description:
      'Cold-pressed Greek extra virgin olive oil with a fruity, peppery finish. Ideal for dressings.',
    priceMinor: 749,
    stock: 0,
    image: 'extra-virgin-olive-oil.webp',
    featured: false,
  },
  {
    slug: 'basmati-rice',
    name: 'Basmati Rice 1kg',
    categorySlug: 'pantry',
    description:
      'Long grain basmati rice that cooks up light and fluffy. A staple for curries and pilafs.',
    priceMinor: 275,
    stock: 45,
    image: 'basmati-rice.webp',
    featured: false,
  },
  {
    slug: 'penne-pasta',
    name: 'Penne Pasta 500g',
    categorySlug: 'pantry',
    description:
      'Durum wheat penne from Italy. Holds chunky sauces well and cooks in eleven minutes.',
    priceMinor: 89,
    stock: 80,
    image: 'penne-pasta.webp',
    featured: false,
  },
  {
    slug: 'chopped-tomatoes',
    name: 'Chopped Tomatoes 400g',
    categorySlug: 'pantry',
    description:
      'Italian chopped tomatoes in rich tomato juice. The base of countless sauces, soups and stews.',
    priceMinor: 55,
    stock: 120,
    image: 'chopped-tomatoes.webp',
    featured: false,
  },
  {
    slug: 'red-lentils',
    name: 'Red Split Lentils 500g',
    categorySlug: 'pantry',
    description:
      'Quick-cooking red lentils, no soaking needed. Perfect for dal, soups and veggie bolognese.',
    priceMinor: 145,
    stock: 37,
    image: 'red-lentils.webp',
    featured: false,
  },
  {
    slug: 'wildflower-honey',
    name: 'London Wildflower Honey 340g',
    categorySlug: 'pantry',
    description:
      'Raw honey from hives in parks and gardens across south London. Each batch tastes a little different.',
    priceMinor: 899,
    stock: 16,
    image: 'wildflower-honey.webp',
    featured: true,
  },
  {
    slug: 'rolled-oats',
    name: 'Scottish Rolled Oats 1kg',
    categorySlug: 'pantry',
    description:
      'Jumbo rolled oats milled in Scotland. Makes a creamy porridge or a crunchy flapjack.',
    priceMinor: 165,
    stock: 50,
    image: 'rolled-oats.webp',
    featured: false,
  },
  {
    slug: 'crunchy-peanut-butter',
    name: 'Crunchy Peanut Butter 340g',
    categorySlug: 'pantry',
    description:
      'Made from roasted peanuts and a pinch of sea salt, with no added sugar or palm oil.',
    priceMinor: 285,
    stock: 27,
    image: 'crunchy-peanut-butter.webp',
    featured: false,
  },
  {
    slug: 'sea-salt-flakes',
    name: 'Sea Salt Flakes 250g',
    categorySlug: 'pantry',
    description:
      'Soft, crumbly sea salt flakes harvested on the Essex coast. Crush over finished dishes.',
    priceMinor: 299,
    stock: 23,
    image: 'sea-salt-flakes.webp',
    featured: false,
  },
];
