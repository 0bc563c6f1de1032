import type { SeedProduct } from './types';

/** Drinks and snacks. */
export const PRODUCTS_DRINKS_SNACKS: SeedProduct[] = [
  // Drinks
  {
    slug: 'sparkling-elderflower',
    name: 'Sparkling Elderflower Presse 750ml',
    categorySlug: 'drinks',
    description:
      'A light, floral sparkling drink made with hand-picked elderflowers. Serve well chilled.',
    priceMinor: 275,
    stock: 0,
    image: 'sparkling-elderflower.webp',
    featured: false,
  },
  {
    slug: 'cloudy-apple-juice',
    name: 'Cloudy Apple Juice 1L',
    categorySlug: 'drinks',
    description:
      'Pressed from Kentish apples and never from concentrate. Naturally sweet and refreshing.',
    priceMinor: 225,
    stock: 32,
    image: 'cloudy-apple-juice.webp',
    featured: false,
  },
  {
    slug: 'english-breakfast-tea',
    name: 'English Breakfast Tea 80 Bags',
    categorySlug: 'drinks',
    description: 'A strong, malty blend of Assam and Kenyan teas. Best with a splash of milk.',
    priceMinor: 349,
    stock: 58,
    image: 'english-breakfast-tea.webp',
    featured: true,
  },
  {
    slug: 'colombian-ground-coffee',
    name: 'Colombian Ground Coffee 227g',
    categorySlug: 'drinks',
    description:
      'Medium roast coffee with notes of caramel and red apple, roasted in Hackney. Ground for cafetiere.',
    priceMinor: 549,
    stock: 25,
    image: 'colombian-ground-coffee.webp',
    featured: false,
  },
  {
    slug: 'cold-brew-coffee',
    name: 'Cold Brew Coffee 250ml',
    categorySlug: 'drinks',
    description:
      'Smooth black coffee steeped for eighteen hours. Drink straight from the can over ice.',
    priceMinor: 199,
    stock: 1,
    image: 'cold-brew-coffee.webp',
    featured: false,
  },
  {
    slug: 'sparkling-spring-water',
    name: 'Sparkling Spring Water 6 x 500ml',
    categorySlug: 'drinks',
    description:
      'Six bottles of lightly sparkling British spring water. Handy for the fridge door.',
    priceMinor: 325,
    stock: 40,
    image: 'sparkling-spring-water.webp',
    featured: false,
  },
  {
    slug: 'ginger-kombucha',
    name: 'Ginger Kombucha 330ml',
    categorySlug: 'drinks',
    description:
      'Live, naturally fermented tea with a warming kick of fresh ginger. Brewed in London.',
    priceMinor: 249,
    stock: 17,
    image: 'ginger-kombucha.webp',
    featured: false,
  },
  {
    slug: 'fresh-orange-juice',
    name: 'Freshly Squeezed Orange Juice 1L',
    categorySlug: 'drinks',
    description:
      'Squeezed from whole oranges with the bits left in. Keep chilled and enjoy within three days.',
    priceMinor: 350,
    stock: 20,
    image: 'fresh-orange-juice.webp',
    featured: true,
  },
  {
    slug: 'cloudy-lemonade',
    name: 'Cloudy Lemonade 1.25L',
    categorySlug: 'drinks',
    description:
      'Old-fashioned cloudy lemonade made with real lemon juice. Sharp, sweet and fizzy.',
    priceMinor: 150,
    stock: 29,
    image: 'cloudy-lemonade.webp',
    featured: false,
  },

  // Snacks
  {
    slug: 'sea-salt-crisps',
    name: 'Sea Salt Crisps 150g',
    categorySlug: 'snacks',
    description:
      'Thick-cut, hand-cooked crisps seasoned simply with sea salt. Made from British potatoes.',
    priceMinor: 175,
    stock: 46,
    image: 'sea-salt-crisps.webp',
    featured: false,
  },
  {
    slug: 'salted-caramel-popcorn',
    name: 'Salted Caramel Popcorn 100g',
    categorySlug: 'snacks',
    description:
      'Air-popped corn coated in buttery caramel and a pinch of sea salt. A film night favourite.',
    priceMinor: 199,
    stock: 2,
    image: 'salted-caramel-popcorn.webp',
    featured: false,
  },
  {
    slug: 'dark-chocolate-bar',
    name: '70 Percent Dark Chocolate 100g',
    categorySlug: 'snacks',
    description:
      'Smooth, intense dark chocolate made with Fairtrade cocoa from Ghana. Break off a square or two.',
    priceMinor: 225,
    stock: 52,
    image: 'dark-chocolate-bar.webp',
    featured: true,
  },
  {
    slug: 'roasted-mixed-nuts',
    name: 'Roasted Mixed Nuts 200g',
    categorySlug: 'snacks',
    description: 'A mix of roasted almonds, cashews, hazelnuts and pecans, lightly salted.',
    priceMinor: 350,
    stock: 31,
    image: 'roasted-mixed-nuts.webp',
    featured: false,
  },
  {
    slug: 'tortilla-chips',
    name: 'Lightly Salted Tortilla Chips 200g',
    categorySlug: 'snacks',
    description:
      'Crunchy corn tortilla chips, just right for dipping into salsa, guacamole or hummus.',
    priceMinor: 139,
    stock: 44,
    image: 'tortilla-chips.webp',
    featured: false,
  },
  {
    slug: 'oat-flapjack',
    name: 'Golden Syrup Oat Flapjack',
    categorySlug: 'snacks',
    description: 'A chewy, buttery flapjack made with whole rolled oats and golden syrup.',
    priceMinor: 95,
    stock: 39,
    image: 'oat-flapjack.webp',
    featured: false,
  },
  {
    slug: 'digestive-biscuits',
    name: 'Digestive Biscuits 400g',
    categorySlug: 'snacks',
    description:
      'Classic wheatmeal biscuits with a crumbly, lightly sweet bite. Made for dunking in tea.',
    priceMinor: 109,
    stock: 66,
    image: 'digestive-biscuits.webp',
    featured: false,
  },
  {
    slug: 'spearmint-gum',
    name: 'Sugar Free Spearmint Gum',
    categorySlug: 'snacks',
    description: 'Ten pieces of sugar free chewing gum with a cool, fresh spearmint flavour.',
    priceMinor: 65,
    stock: 90,
    image: 'spearmint-gum.webp',
    featured: false,
  },
  {
    slug: 'rice-cakes',
    name: 'Lightly Salted Rice Cakes',
    categorySlug: 'snacks',
    description:
      'Light, crunchy wholegrain rice cakes. Top with avocado or peanut butter for a quick snack.',
    priceMinor: 85,
    stock: 34,
    image: 'rice-cakes.webp',
    featured: false,
  },
];
