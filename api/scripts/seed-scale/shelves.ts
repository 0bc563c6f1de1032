// The words scale products are named from: each shelf (category) has its own
// nouns, and borrows its VAT rate, pack sizes and pictures from the demo
// category it is a kind of (its `parent`), so a product reads and prices
// like one of that aisle.

export const DEMO_PARENTS = [
  'fruit-veg',
  'bakery',
  'dairy-eggs',
  'pantry',
  'drinks',
  'snacks',
  'household',
  'personal-care',
] as const;
export type DemoParent = (typeof DEMO_PARENTS)[number];

export interface Shelf {
  /** A new category's name; a demo category is named by its slug (its parent). */
  name: string | null;
  parent: DemoParent;
  nouns: string[];
}

/** 'a, b,\n c' → ['a', 'b', 'c']: word lists kept as text, to read as lists. */
const words = (list: string) =>
  list
    .split(',')
    .map((word) => word.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
const shelf = (name: string | null, parent: DemoParent, nouns: string): Shelf => ({
  name,
  parent,
  nouns: words(nouns),
});

/** The demo's own eight categories first (they take scale products too), then 52 new ones. */
export const SHELVES: Shelf[] = [
  shelf(null, 'fruit-veg', 'Apples, Pears, Carrots, Tomatoes, Leeks, Courgettes, Grapes, Plums'),
  shelf(
    null,
    'bakery',
    'Sourdough Loaf, Seeded Batch, Bagels, Scones, Brioche Buns, Crumpets, Pitta Breads',
  ),
  shelf(
    null,
    'dairy-eggs',
    'Whole Milk, Butter, Natural Yoghurt, Free Range Eggs, Single Cream, Soft Cheese',
  ),
  shelf(null, 'pantry', 'Penne, Basmati Rice, Chickpeas, Passata, Red Lentils, Plain Flour, Honey'),
  shelf(null, 'drinks', 'Orange Juice, Sparkling Water, Cola, Green Tea, Ginger Beer, Oat Drink'),
  shelf(
    null,
    'snacks',
    'Milk Chocolate Bar, Dark Chocolate, Salted Crisps, Rice Cakes, Trail Mix, Oat Biscuits',
  ),
  shelf(
    null,
    'household',
    'Washing Up Liquid, Bin Bags, Kitchen Roll, Laundry Liquid, Sponges, Foil',
  ),
  shelf(
    null,
    'personal-care',
    'Shampoo, Conditioner, Toothpaste, Body Wash, Deodorant, Hand Cream',
  ),
  shelf(
    'Salad & Herbs',
    'fruit-veg',
    'Rocket, Mixed Leaves, Basil, Coriander, Cucumber, Spring Onions, Radishes',
  ),
  shelf(
    'Potatoes & Roots',
    'fruit-veg',
    'Baking Potatoes, Sweet Potatoes, Parsnips, Beetroot, Swede, New Potatoes',
  ),
  shelf(
    'Berries & Cherries',
    'fruit-veg',
    'Strawberries, Raspberries, Blueberries, Cherries, Blackberries',
  ),
  shelf(
    'Citrus & Exotic Fruit',
    'fruit-veg',
    'Lemons, Limes, Mango, Pineapple, Clementines, Passion Fruit, Kiwi',
  ),
  shelf(
    'Mushrooms & Onions',
    'fruit-veg',
    'Chestnut Mushrooms, Red Onions, Shallots, Garlic Bulbs, Portobello Mushrooms',
  ),
  shelf(
    'Cakes & Tarts',
    'bakery',
    'Victoria Sponge, Carrot Cake, Bakewell Tarts, Lemon Slices, Chocolate Brownies',
  ),
  shelf(
    'Wraps & Flatbreads',
    'bakery',
    'Tortilla Wraps, Naan Breads, Flatbreads, Chapatis, Pizza Bases',
  ),
  shelf(
    'Morning Goods',
    'bakery',
    'Croissants, Pain au Chocolat, Hot Cross Buns, Teacakes, Pancakes, Waffles',
  ),
  shelf(
    'Cheese',
    'dairy-eggs',
    'Mature Cheddar, Red Leicester, Brie, Stilton, Feta, Parmesan, Goats Cheese',
  ),
  shelf(
    'Plant-Based Dairy',
    'dairy-eggs',
    'Soya Drink, Almond Drink, Coconut Yoghurt, Vegan Spread, Oat Cream',
  ),
  shelf(
    'Yoghurts & Desserts',
    'dairy-eggs',
    'Fruit Yoghurts, Rice Pudding, Custard, Chocolate Mousse, Kefir',
  ),
  shelf(
    'Chilled Meat',
    'dairy-eggs',
    'Chicken Breasts, Beef Mince, Pork Sausages, Smoked Bacon, Lamb Chops, Sliced Ham',
  ),
  shelf(
    'Fish & Seafood',
    'dairy-eggs',
    'Salmon Fillets, Cod Loins, King Prawns, Smoked Mackerel, Sea Bass',
  ),
  shelf(
    'Ready Meals',
    'dairy-eggs',
    'Lasagne, Chicken Tikka Masala, Cottage Pie, Mac & Cheese, Vegetable Curry',
  ),
  shelf(
    'Fresh Pasta & Pizza',
    'dairy-eggs',
    'Tortelloni, Gnocchi, Margherita Pizza, Fresh Tagliatelle, Pesto',
  ),
  shelf('Dips & Deli', 'dairy-eggs', 'Houmous, Tzatziki, Guacamole, Olives, Coleslaw, Falafel'),
  shelf(
    'Frozen Vegetables',
    'pantry',
    'Garden Peas, Sweetcorn, Mixed Vegetables, Spinach Portions, Broccoli Florets',
  ),
  shelf(
    'Frozen Meals',
    'pantry',
    'Fish Fingers, Oven Chips, Veggie Burgers, Chicken Nuggets, Pizza',
  ),
  shelf(
    'Ice Cream & Lollies',
    'snacks',
    'Vanilla Ice Cream, Chocolate Ice Cream, Fruit Lollies, Sorbet, Choc Ices',
  ),
  shelf(
    'Rice & Grains',
    'pantry',
    'Jasmine Rice, Arborio Rice, Couscous, Quinoa, Bulgur Wheat, Pearl Barley',
  ),
  shelf(
    'Pasta & Noodles',
    'pantry',
    'Spaghetti, Fusilli, Egg Noodles, Rice Noodles, Lasagne Sheets, Orzo',
  ),
  shelf(
    'Tins & Jars',
    'pantry',
    'Baked Beans, Chopped Tomatoes, Tuna Chunks, Kidney Beans, Sweetcorn Tin',
  ),
  shelf(
    'Cooking Sauces',
    'pantry',
    'Tomato & Basil Sauce, Korma Sauce, Sweet & Sour Sauce, Bolognese Sauce',
  ),
  shelf(
    'Oils & Vinegars',
    'pantry',
    'Olive Oil, Sunflower Oil, Balsamic Vinegar, Cider Vinegar, Sesame Oil',
  ),
  shelf(
    'Herbs & Spices',
    'pantry',
    'Black Pepper, Smoked Paprika, Ground Cumin, Dried Oregano, Garam Masala',
  ),
  shelf(
    'Condiments',
    'pantry',
    'Tomato Ketchup, Mayonnaise, English Mustard, Brown Sauce, Mango Chutney',
  ),
  shelf(
    'Baking',
    'pantry',
    'Caster Sugar, Self Raising Flour, Cocoa Powder, Baking Powder, Chocolate Chips',
  ),
  shelf('Breakfast Cereals', 'pantry', 'Porridge Oats, Granola, Cornflakes, Bran Flakes, Muesli'),
  shelf(
    'Spreads & Preserves',
    'pantry',
    'Strawberry Jam, Orange Marmalade, Chocolate Spread, Lemon Curd, Yeast Extract',
  ),
  shelf(
    'World Foods',
    'pantry',
    'Soy Sauce, Coconut Milk, Tortilla Chips, Curry Paste, Miso Paste',
  ),
  shelf(
    'Free From',
    'pantry',
    'Gluten Free Bread, Gluten Free Pasta, Dairy Free Chocolate, Free From Crackers',
  ),
  shelf(
    'Coffee',
    'drinks',
    'Ground Coffee, Coffee Beans, Instant Coffee, Coffee Pods, Decaf Coffee',
  ),
  shelf(
    'Tea & Hot Chocolate',
    'drinks',
    'Breakfast Tea, Earl Grey, Peppermint Tea, Hot Chocolate, Rooibos',
  ),
  shelf(
    'Juices & Smoothies',
    'drinks',
    'Apple Juice, Mango Smoothie, Pineapple Juice, Cranberry Juice',
  ),
  shelf(
    'Soft Drinks',
    'drinks',
    'Lemonade, Orange Squash, Cloudy Lemonade, Tonic Water, Cream Soda',
  ),
  shelf('Beer & Cider', 'drinks', 'Pale Ale, Lager, Apple Cider, Stout, Alcohol Free Beer'),
  shelf('Wine', 'drinks', 'Sauvignon Blanc, Merlot, Rosé, Prosecco, Rioja, Pinot Grigio'),
  shelf(
    'Biscuits',
    'snacks',
    'Digestives, Chocolate Chip Cookies, Shortbread, Ginger Nuts, Bourbons',
  ),
  shelf('Sweets', 'snacks', 'Fruit Pastilles, Jelly Babies, Fudge, Mints, Chocolate Toffees'),
  shelf('Nuts & Dried Fruit', 'snacks', 'Cashews, Almonds, Raisins, Dried Apricots, Mixed Nuts'),
  shelf(
    'Crackers & Crispbreads',
    'snacks',
    'Cream Crackers, Oatcakes, Rye Crispbread, Water Biscuits',
  ),
  shelf('Laundry', 'household', 'Bio Capsules, Fabric Conditioner, Stain Remover, Non Bio Powder'),
  shelf(
    'Cleaning',
    'household',
    'Multi Surface Spray, Bleach, Glass Cleaner, Bathroom Cleaner, Cloths',
  ),
  shelf(
    'Kitchen & Food Storage',
    'household',
    'Cling Film, Freezer Bags, Baking Paper, Food Boxes',
  ),
  shelf(
    'Toilet Roll & Tissues',
    'household',
    'Toilet Roll, Tissues, Kitchen Towels, Facial Tissues',
  ),
  shelf('Pet Food', 'household', 'Dog Food, Cat Food, Dog Biscuits, Cat Litter, Dog Treats'),
  shelf(
    'Baby & Toddler',
    'personal-care',
    'Baby Wipes, Nappies, Baby Lotion, Fruit Pouches, Baby Shampoo',
  ),
  shelf(
    'Health & Medicine',
    'personal-care',
    'Plasters, Paracetamol, Vitamin C, Throat Lozenges, Antiseptic Cream',
  ),
  shelf('Skin Care', 'personal-care', 'Moisturiser, Face Wash, Sun Cream, Lip Balm, Body Lotion'),
  shelf(
    'Hair Care',
    'personal-care',
    'Hair Gel, Dry Shampoo, Hair Spray, Hair Mask, Leave In Conditioner',
  ),
  shelf('Shaving & Grooming', 'personal-care', 'Razors, Shaving Foam, Beard Oil, Aftershave Balm'),
  shelf('Flowers & Plants', 'fruit-veg', 'Tulips, Roses, Herb Pot, Sunflowers, Mixed Bouquet'),
];

/** What a product's pack holds, by aisle: the end of a product's name. */
export const PACKS: Record<DemoParent, string[]> = {
  'fruit-veg': ['250g', '500g', '1kg', 'x4', 'x6'],
  bakery: ['x4', 'x6', '400g', '800g'],
  'dairy-eggs': ['150g', '200g', '400g', '500ml', '1L', 'x6'],
  pantry: ['250g', '400g', '500g', '1kg'],
  drinks: ['330ml', '500ml', '1L', '2L', '6x330ml'],
  snacks: ['40g', '100g', '150g', '200g'],
  household: ['500ml', '750ml', '1L', 'x10', 'x20'],
  'personal-care': ['75ml', '250ml', '400ml', 'x2'],
};

export const BRANDS = [
  'Corner Market',
  'Hillcrest',
  'Meadowbrook',
  'Old Mill',
  'Greenacre',
  'Brookfield',
  'Harbour',
  'Northfield',
  'Wildflower',
  'Riverside',
  'Oakwood',
  'Highland',
  'Sunrise',
  'Kingsway',
  'Orchard Lane',
  'Blue Door',
  'Market Street',
  'Little Farm',
  'Stonebridge',
  'Fenwick & Co',
];

export const DESCRIPTORS = [
  'Classic',
  'Finest',
  'Everyday',
  'Organic',
  'Original',
  'Premium',
  'Simply',
  'Family',
  'Value',
  'Deluxe',
  'Traditional',
  'Signature',
  'Essential',
  'Best Ever',
  'Hand Picked',
  'Small Batch',
];

/** A family's option and its values: the listed product's first, its variants' after. */
export const FAMILY_OPTION = 'Pack';
export const FAMILY_VALUES = [
  'Single',
  'Twin pack',
  'Pack of 3',
  'Pack of 4',
  'Pack of 6',
  'Pack of 8',
  'Pack of 12',
];
/** What each pack costs against a single, in FAMILY_VALUES' order. */
export const FAMILY_PRICE_FACTORS = [1, 1.9, 2.8, 3.6, 5.2, 6.8, 9.6];

export const FIRST_NAMES = words(`
  Olivia, Amelia, Isla, Ava, Mia, Ivy, Lily, Sophia, Grace, Freya, Aisha, Priya, Zara,
  Chloe, Ella, Ruby, Nia, Maya, Hannah, Leah, Noah, Oliver, George, Arthur, Leo, Harry,
  Oscar, Jack, Muhammad, Theo, Jacob, Ethan, Samuel, Kwame, Ravi, Tom, Daniel, Adam, Lucas,
  Finn
`);

export const LAST_NAMES = words(`
  Smith, Jones, Taylor, Brown, Williams, Wilson, Johnson, Davies, Patel, Wright, Robinson,
  Wood, Thompson, Evans, Walker, White, Roberts, Green, Hall, Khan, Lewis, Harris, Clarke,
  Jackson, Hughes, Edwards, Turner, Hill, Moore, Ali, Cooper, Ward, Morris, King, Baker,
  Okafor, Nguyen, Murphy, Kelly, Mensah
`);

export const STREETS = words(`
  Station Road, High Street, Church Lane, Upper Street, Essex Road, Caledonian Road,
  Holloway Road, Liverpool Road, Canonbury Grove, Highbury Hill, Amwell Street, Barnsbury
  Square, Cloudesley Road, Offord Road, Mildmay Park, Newington Green Road
`);

/** London postcode districts near the store. */
export const DISTRICTS = ['N1', 'N4', 'N5', 'N7', 'N16', 'N19', 'EC1V', 'E8', 'WC1X'];

export const POSTCODE_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
