// Seed catalog for Corner Market, a neighbourhood store in London.
// Prices are integer pence (GBP minor units). Images live in api/assets/products
// and api/assets/categories, named after each slug.

export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
  /** The VAT rate of the category's products, in basis points: food is zero-rated in the UK. */
  vatRateBasisPoints: number;
}

export interface SeedProduct {
  slug: string;
  name: string;
  categorySlug: string;
  description: string;
  priceMinor: number;
  stock: number;
  image: string;
  featured: boolean;
}

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

export const PRODUCTS: SeedProduct[] = [
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

  // Household
  {
    slug: 'washing-up-liquid',
    name: 'Washing Up Liquid 500ml',
    categorySlug: 'household',
    description:
      'A concentrated, plant-based washing up liquid that cuts through grease. Gentle on hands.',
    priceMinor: 145,
    stock: 57,
    image: 'washing-up-liquid.webp',
    featured: false,
  },
  {
    slug: 'non-bio-laundry-liquid',
    name: 'Non Bio Laundry Liquid 40 Washes',
    categorySlug: 'household',
    description:
      'Gentle non bio laundry liquid suitable for sensitive skin. Effective at 30 degrees.',
    priceMinor: 899,
    stock: 21,
    image: 'non-bio-laundry-liquid.webp',
    featured: false,
  },
  {
    slug: 'recycled-toilet-tissue',
    name: 'Recycled Toilet Tissue 9 Rolls',
    categorySlug: 'household',
    description:
      'Soft, two-ply toilet tissue made from 100 percent recycled paper, wrapped in plastic-free paper.',
    priceMinor: 450,
    stock: 30,
    image: 'recycled-toilet-tissue.webp',
    featured: false,
  },
  {
    slug: 'kitchen-roll',
    name: 'Kitchen Roll 2 Pack',
    categorySlug: 'household',
    description: 'Two rolls of strong, absorbent kitchen towel for spills and everyday cleaning.',
    priceMinor: 275,
    stock: 27,
    image: 'kitchen-roll.webp',
    featured: false,
  },
  {
    slug: 'beeswax-food-wraps',
    name: 'Beeswax Food Wraps 3 Pack',
    categorySlug: 'household',
    description:
      'Reusable cotton wraps coated in beeswax, a plastic-free way to cover bowls and wrap sandwiches.',
    priceMinor: 1250,
    stock: 3,
    image: 'beeswax-food-wraps.webp',
    featured: true,
  },
  {
    slug: 'compostable-bin-bags',
    name: 'Compostable Food Waste Bags 30 Pack',
    categorySlug: 'household',
    description: 'Certified compostable caddy liners that fit most council food waste bins.',
    priceMinor: 325,
    stock: 24,
    image: 'compostable-bin-bags.webp',
    featured: false,
  },
  {
    slug: 'dishwasher-tablets',
    name: 'All in One Dishwasher Tablets 30 Pack',
    categorySlug: 'household',
    description:
      'Thirty all in one tablets with built-in rinse aid and salt action for sparkling dishes.',
    priceMinor: 599,
    stock: 18,
    image: 'dishwasher-tablets.webp',
    featured: false,
  },
  {
    slug: 'multi-surface-spray',
    name: 'Multi Surface Cleaner 500ml',
    categorySlug: 'household',
    description: 'An everyday spray cleaner for kitchens and bathrooms with a fresh lemon scent.',
    priceMinor: 199,
    stock: 36,
    image: 'multi-surface-spray.webp',
    featured: false,
  },
  {
    slug: 'soy-wax-candle',
    name: 'Fig and Cedar Soy Candle',
    categorySlug: 'household',
    description:
      'A hand-poured soy wax candle in a reusable glass jar, with warm notes of fig and cedarwood. Burns for around 40 hours.',
    priceMinor: 1499,
    stock: 9,
    image: 'soy-wax-candle.webp',
    featured: false,
  },

  // Personal Care
  {
    slug: 'bamboo-toothbrush',
    name: 'Bamboo Toothbrush',
    categorySlug: 'personal-care',
    description: 'A medium-bristle toothbrush with a compostable bamboo handle.',
    priceMinor: 350,
    stock: 0,
    image: 'bamboo-toothbrush.webp',
    featured: false,
  },
  {
    slug: 'fluoride-toothpaste',
    name: 'Fresh Mint Fluoride Toothpaste 75ml',
    categorySlug: 'personal-care',
    description:
      'Everyday fluoride toothpaste that protects against cavities and leaves a clean, minty taste.',
    priceMinor: 175,
    stock: 48,
    image: 'fluoride-toothpaste.webp',
    featured: false,
  },
  {
    slug: 'rosemary-shampoo-bar',
    name: 'Rosemary Shampoo Bar',
    categorySlug: 'personal-care',
    description:
      'A plastic-free solid shampoo with rosemary and mint, lasting as long as two bottles of liquid shampoo.',
    priceMinor: 799,
    stock: 15,
    image: 'rosemary-shampoo-bar.webp',
    featured: true,
  },
  {
    slug: 'lime-basil-hand-wash',
    name: 'Lime and Basil Hand Wash 250ml',
    categorySlug: 'personal-care',
    description: 'A gentle, fragrant hand wash with aloe vera to keep hands soft.',
    priceMinor: 249,
    stock: 29,
    image: 'lime-basil-hand-wash.webp',
    featured: false,
  },
  {
    slug: 'oat-body-wash',
    name: 'Soothing Oat Body Wash 400ml',
    categorySlug: 'personal-care',
    description:
      'A soap-free body wash with colloidal oatmeal, suitable for dry and sensitive skin.',
    priceMinor: 325,
    stock: 22,
    image: 'oat-body-wash.webp',
    featured: false,
  },
  {
    slug: 'roll-on-deodorant',
    name: 'Unscented Roll On Deodorant 50ml',
    categorySlug: 'personal-care',
    description: 'A fragrance-free 48 hour roll on deodorant, kind to sensitive underarms.',
    priceMinor: 225,
    stock: 33,
    image: 'roll-on-deodorant.webp',
    featured: false,
  },
  {
    slug: 'spf30-sun-lotion',
    name: 'SPF 30 Sun Lotion 200ml',
    categorySlug: 'personal-care',
    description:
      'Broad spectrum UVA and UVB protection in a light, non-greasy lotion. Water resistant.',
    priceMinor: 650,
    stock: 11,
    image: 'spf30-sun-lotion.webp',
    featured: false,
  },
  {
    slug: 'cotton-buds',
    name: 'Paper Stem Cotton Buds 200 Pack',
    categorySlug: 'personal-care',
    description: 'Soft, pure cotton buds on recyclable paper stems.',
    priceMinor: 99,
    stock: 70,
    image: 'cotton-buds.webp',
    featured: false,
  },
  {
    slug: 'electric-toothbrush-heads',
    name: 'Electric Toothbrush Heads 4 Pack',
    categorySlug: 'personal-care',
    description:
      'Four replacement brush heads compatible with most rotating electric toothbrushes. Replace every three months.',
    priceMinor: 1899,
    stock: 8,
    image: 'electric-toothbrush-heads.webp',
    featured: false,
  },
];

/** A seeded product with options: its own values, and the variants beside it. */
export interface SeedVariantFamily {
  /** The listed product's slug, one of PRODUCTS. */
  productSlug: string;
  optionNames: string[];
  /** The listed product's own value of each option. */
  listedValues: string[];
  variants: { sku: string; optionValues: string[]; priceMinor: number; stock: number }[];
}

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
