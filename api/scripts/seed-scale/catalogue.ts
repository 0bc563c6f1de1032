import { CATEGORIES, PRODUCTS } from '../../src/db/seed/catalogue';
import { slugForName } from '../../src/modules/catalogue/product-defaults';
import { REF, type ScaleContext } from './context';
import {
  BRANDS,
  DESCRIPTORS,
  FAMILY_OPTION,
  FAMILY_PRICE_FACTORS,
  FAMILY_VALUES,
  PACKS,
  SHELVES,
  type Shelf,
} from './shelves';
import { ORDER_HISTORY_DAYS } from './sizes';
import { literal, textArray, written } from './sql-session';
import type { ScaleStep } from './step';

// The catalogue: 60 shelves, the listed products on them, one in five with
// 2–6 variants (the demo's model: a variant is a products row pointing at its
// listed product, with the family's name and its own pack), and the stock
// each starts from. Scale products are numbered 1.. in id order, listed ones
// first: SKU SC-000001, barcode 5098 + the number + its check digit.

/** Product 1, on the snacks shelf, so the typo search "choclate" always has a scale product to find. */
export const CHOCOLATE_PRODUCT = { sku: 'SC-000001', noun: 'Belgian Milk Chocolate Buttons' };
/** A listed product that always has exactly six variants (every fifth has some). */
export const SIX_VARIANT_PRODUCT = { sku: 'SC-000005', variants: 6 };

/** Every product row is in the catalogue this long before REFERENCE_TIME. */
const CATALOGUE_AGE_DAYS = ORDER_HISTORY_DAYS + 60;

const shelvesOf = (ctx: ScaleContext) => SHELVES.slice(0, ctx.size.categories);

const shelfValues = (shelf: Shelf, idx: number) => {
  const demo = CATEGORIES.find((category) => category.slug === shelf.parent)!;
  const images = PRODUCTS.filter((product) => product.categorySlug === shelf.parent).map(
    (product) => `products/${product.image}`,
  );
  const slug = shelf.name ? slugForName(shelf.name) : shelf.parent;
  return `(${idx}, ${literal(slug)}, ${literal(shelf.name ?? demo.name)}, ${literal(shelf.parent)},
    ${demo.vatRateBasisPoints}, ${textArray(shelf.nouns)}, ${textArray(PACKS[shelf.parent])},
    ${textArray(images)})`;
};

/** What stock a product is left with: some none, some low, most plenty. */
export const stockTargetSql = (m: string) => `(case
  when pg_temp.scale_hash('stock', ${m}) % 100 < 8 then 0
  when pg_temp.scale_hash('stock', ${m}) % 100 < 18 then 1 + (pg_temp.scale_hash('stock', ${m}) / 100) % 5
  else 6 + (pg_temp.scale_hash('stock', ${m}) / 100) % 395 end)`;

export const categoriesStep: ScaleStep = {
  table: 'categories',
  async run(ctx) {
    const shelves = shelvesOf(ctx);
    await ctx.session.query(`
      create temp table scale_shelves (
        idx integer primary key, slug text, name text, parent text, vat integer,
        nouns text[], packs text[], images text[], category_id integer
      )`);
    await ctx.session.query(
      `insert into scale_shelves (idx, slug, name, parent, vat, nouns, packs, images)
       values ${shelves.map(shelfValues).join(',\n')}`,
    );
    const added = await written(
      ctx.session,
      `insert into categories (id, store_id, slug, name, description, image, position)
       select ${ctx.base.categories} + s.idx, ${ctx.storeId}, s.slug, s.name,
         s.name || ': ' || lower(array_to_string(s.nouns[1:3], ', ')) || ' and more, chosen for the neighbourhood.',
         'categories/' || s.parent || '.webp', ${ctx.base.categoryPositions} + s.idx
       from scale_shelves s
       where s.slug <> s.parent
       order by s.idx`,
    );
    await ctx.session.query(`
      update scale_shelves s set category_id = c.id
      from categories c where c.store_id = ${ctx.storeId} and c.slug = s.slug`);
    return added;
  },
};

export const productsStep: ScaleStep = {
  table: 'products (listed)',
  async run(ctx) {
    const listed = ctx.size.listedProducts;
    const shelves = shelvesOf(ctx).length;
    const snacks = shelvesOf(ctx).findIndex((shelf) => !shelf.name && shelf.parent === 'snacks');
    return written(
      ctx.session,
      `insert into products (
         id, store_id, category_id, sku, gtin, slug, name, description, price_minor,
         vat_rate_basis_points, unit, stock, image, featured, published, option_names,
         option_values, created_at, updated_at
       )
       select ${ctx.base.products} + n, ${ctx.storeId}, s.category_id, w.sku,
         pg_temp.scale_ean13('5098' || lpad(n::text, 8, '0')),
         trim(both '-' from regexp_replace(lower(named.name), '[^a-z0-9]+', '-', 'g')) || '-' || lower(w.sku),
         named.name,
         named.name || ', from our ' || s.name || ' aisle: picked by the Corner Market team and '
           || 'delivered to your door or ready to collect.',
         30 + floor(3970 * power(pg_temp.scale_fraction('price', n), 4) / 5)::integer * 5,
         s.vat, 'each', ${stockTargetSql('n')},
         s.images[1 + pg_temp.scale_hash('image', n) % cardinality(s.images)],
         pg_temp.scale_hash('featured', n) % 250 = 0, true,
         case when w.family then array[${literal(FAMILY_OPTION)}] else '{}'::text[] end,
         case when w.family then array[${literal(FAMILY_VALUES[0]!)}] else '{}'::text[] end,
         w.created_at, w.created_at
       from generate_series(1, ${listed}) n
       join scale_shelves s
         on s.idx = case when n = 1 then ${snacks} else pg_temp.scale_hash('shelf', n) % ${shelves} end
       cross join lateral (select
         'SC-' || lpad(n::text, 6, '0') as sku,
         n % 5 = 0 as family,
         case when n = 1 then ${literal(CHOCOLATE_PRODUCT.noun)} else pg_temp.scale_pick(s.nouns, 'noun', n) end as noun,
         pg_temp.scale_pick(${textArray(BRANDS)}, 'brand', n) as brand,
         pg_temp.scale_pick(${textArray(DESCRIPTORS)}, 'descriptor', n) as descriptor,
         pg_temp.scale_pick(s.packs, 'pack', n) as pack,
         ${REF} - interval '${CATALOGUE_AGE_DAYS} days' + (n % 1440) * interval '1 minute' as created_at
       ) w
       cross join lateral (select
         w.brand || ' ' || w.descriptor || ' ' || w.noun
           || case when w.family then '' else ' ' || w.pack end as name
       ) named
       order by n`,
    );
  },
};

export const variantsStep: ScaleStep = {
  table: 'products (variants)',
  async run(ctx) {
    const listed = ctx.size.listedProducts;
    const factors = `array[${FAMILY_PRICE_FACTORS.join(', ')}]::numeric[]`;
    const added = await written(
      ctx.session,
      `with family as (
         select n, case when n = ${Number(SIX_VARIANT_PRODUCT.sku.slice(3))} then ${SIX_VARIANT_PRODUCT.variants}
           else 2 + pg_temp.scale_hash('variants', n) % 5 end as variants
         from generate_series(5, ${listed}, 5) n
       ),
       numbered as (
         select n, variants, sum(variants) over (order by n) - variants as before from family
       )
       insert into products (
         id, store_id, category_id, sku, gtin, slug, name, description, price_minor,
         vat_rate_basis_points, unit, stock, image, featured, published, variant_of,
         option_names, option_values, created_at, updated_at
       )
       select ${ctx.base.products} + m.m, p.store_id, p.category_id, p.sku || '-' || k,
         pg_temp.scale_ean13('5098' || lpad(m.m::text, 8, '0')), p.slug || '-' || k, p.name,
         p.description,
         least(4000, round(p.price_minor * (${factors})[k + 1])::integer),
         p.vat_rate_basis_points, p.unit, ${stockTargetSql('m.m')}, p.image, p.featured,
         p.published, p.id, p.option_names, array[(${textArray(FAMILY_VALUES)})[k + 1]],
         p.created_at, p.created_at
       from numbered f
       join products p on p.id = ${ctx.base.products} + f.n
       cross join generate_series(1, f.variants) k
       cross join lateral (select ${listed} + f.before + k as m) m
       order by m.m`,
    );
    ctx.productRows = listed + added;
    return added;
  },
};
