import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  pageQuerySchema,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_MIME_TYPES,
  type StockAdjustmentReason,
} from '@storefront/shared/contracts';
import {
  operatorProductListQuerySchema,
  operatorProductPageSchema,
  operatorProductSchema,
  operatorVariantListSchema,
  productIdParamsSchema,
  productInputSchema,
  stockAdjustedSchema,
  stockAdjustmentSchema,
  stockMovementPageSchema,
  variantInputSchema,
} from '@storefront/shared/operator-contracts';
import { z } from 'zod';
import { uploadedImagePath } from '../../catalogue/product-defaults';
import { HttpError, notFound } from '../../lib/http-error';
import { requireMultipart } from '../../lib/multipart';
import { pictureFormLimits, readPicture, type PictureRules } from '../../lib/picture-upload';
import type { ProductOutcome } from '../../services/catalogue/products';

const PRODUCT_IMAGE: PictureRules<(typeof PRODUCT_IMAGE_MIME_TYPES)[number]> = {
  field: 'image',
  maxBytes: PRODUCT_IMAGE_MAX_BYTES,
  mimeTypes: PRODUCT_IMAGE_MIME_TYPES,
};

/** For the OpenAPI document only: the handler reads and checks the multipart body itself. */
const imageFormSchema = z.object({
  image: z.string().meta({ format: 'binary' }).describe('JPG, PNG or WebP, at most 2 MB'),
});

const productNotFound = () => notFound('That product', 'productId');

/** A refused product write as the caller reads it; a saved one as the product. */
function savedProduct(outcome: ProductOutcome, sku?: string) {
  switch (outcome.status) {
    case 'saved':
      return outcome.product;
    case 'not-found':
      throw productNotFound();
    case 'sku-taken':
      throw new HttpError(
        409,
        'SKU_TAKEN',
        `Another product of the store has the SKU ${sku}.`,
        'sku',
      );
    case 'unknown-category':
      throw new HttpError(
        400,
        'VALIDATION_FAILED',
        'Choose one of the store’s categories.',
        'categoryId',
      );
    case 'values-mismatch':
      throw new HttpError(
        400,
        'VALIDATION_FAILED',
        outcome.optionNames.length === 0
          ? 'The product has no options, so give no option values.'
          : `Give one value for each option: ${outcome.optionNames.join(', ')}.`,
        'optionValues',
      );
    case 'no-options':
      throw new HttpError(
        400,
        'VALIDATION_FAILED',
        'Give the product its options first.',
        'optionValues',
      );
    case 'variant-exists':
      throw new HttpError(
        409,
        'VARIANT_EXISTS',
        'Another variant of the product has these option values.',
        'optionValues',
      );
    case 'options-in-use':
      throw new HttpError(
        409,
        'OPTIONS_IN_USE',
        'The product has variants, so its number of options can’t change. Rename them instead.',
        'optionNames',
      );
  }
}

const ADJUSTMENT_WORDS: Record<StockAdjustmentReason, string> = {
  received: 'adds quantity',
  damaged: 'takes quantity off',
  count_correction: 'sets the stock to quantity, what the count found',
};

/** The operator's products: list and find, create and edit, picture, stock and its ledger. */
export default async function productRoutes(app: FastifyInstance) {
  // Registered here, so only these routes read multipart bodies (the picture).
  // Names as sent, so a name with folders is refused rather than quietly cut down.
  await app.register(multipart, {
    limits: pictureFormLimits(PRODUCT_IMAGE_MAX_BYTES),
    throwFileSizeLimit: true,
    preservePath: true,
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];
  const refused = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

  routes.get(
    '/products',
    {
      schema: {
        tags: ['operator'],
        summary: 'The store’s products by name, 20 a page, published or not',
        description:
          'q finds a name or SKU (any case, taken literally); categoryId and published narrow ' +
          'the list; stock=low keeps the published products at or under the low-stock ' +
          'threshold, fewest first.',
        security,
        querystring: operatorProductListQuerySchema,
        response: { 200: operatorProductPageSchema, ...refused },
      },
    },
    async (request) => app.repos.products.list(request.operator.storeId, request.query),
  );

  routes.get(
    '/products/:productId',
    {
      schema: {
        tags: ['operator'],
        summary: 'One of the store’s products',
        security,
        params: productIdParamsSchema,
        response: { 200: operatorProductSchema, ...refused, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const product = await app.repos.products.find(
        request.operator.storeId,
        request.params.productId,
      );
      if (!product) throw productNotFound();
      return product;
    },
  );

  routes.post(
    '/products',
    {
      schema: {
        tags: ['operator'],
        summary: 'Add a product to the store',
        description:
          'It starts with no stock (receive stock with a stock adjustment) and a placeholder ' +
          'picture; its slug follows its SKU, which no other product of the store may have ' +
          '(409 SKU_TAKEN). The category must be one of the store’s. In the audit log.',
        security,
        body: productInputSchema,
        response: { 201: operatorProductSchema, ...refused, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const outcome = await app.catalogue.createProduct(request.operator, request.body);
      return reply.code(201).send(savedProduct(outcome, request.body.sku));
    },
  );

  routes.put(
    '/products/:productId',
    {
      schema: {
        tags: ['operator'],
        summary: 'Edit a product: everything but its stock and picture',
        description:
          'Unpublishing hides it from customers at once; past orders keep their lines, and a ' +
          'new price never changes them. Same SKU and category rules as creating. Name, ' +
          'description, category, VAT rate, unit, publishing, featuring and option names ' +
          'change on every variant of the product; SKU, price and option values on this one. ' +
          'The number of options can change only while the product has no variants (409 ' +
          'OPTIONS_IN_USE). In the audit log, with the fields before and after.',
        security,
        params: productIdParamsSchema,
        body: productInputSchema,
        response: {
          200: operatorProductSchema,
          ...refused,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const outcome = await app.catalogue.editProduct(
        request.operator,
        request.params.productId,
        request.body,
      );
      return savedProduct(outcome, request.body.sku);
    },
  );

  routes.get(
    '/products/:productId/variants',
    {
      schema: {
        tags: ['operator'],
        summary: 'A product and its variants, the listed product first',
        description: 'Any variant’s id finds the same list.',
        security,
        params: productIdParamsSchema,
        response: { 200: operatorVariantListSchema, ...refused, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const items = await app.repos.products.family(
        request.operator.storeId,
        request.params.productId,
      );
      if (items.length === 0) throw productNotFound();
      return { items };
    },
  );

  routes.post(
    '/products/:productId/variants',
    {
      schema: {
        tags: ['operator'],
        summary: 'Add a variant to a product with options',
        description:
          'Its own SKU (409 SKU_TAKEN as for products), price and one value per option ' +
          '(409 VARIANT_EXISTS when another variant has them); no stock yet; the product’s ' +
          'name, category, VAT rate, unit, picture and publishing. Given a variant’s id, it ' +
          'adds to that variant’s product. In the audit log.',
        security,
        params: productIdParamsSchema,
        body: variantInputSchema,
        response: {
          201: operatorProductSchema,
          ...refused,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await app.catalogue.addVariant(
        request.operator,
        request.params.productId,
        request.body,
      );
      return reply.code(201).send(savedProduct(outcome, request.body.sku));
    },
  );

  routes.put(
    '/products/:productId/image',
    {
      onRequest: requireMultipart,
      schema: {
        tags: ['operator'],
        summary: 'Give a product a new picture',
        description:
          'multipart/form-data with one file, image: JPG, PNG or WebP by its bytes, at most ' +
          '2 MB. The old picture stays stored, for the past orders that show it. In the audit log.',
        security,
        params: productIdParamsSchema,
        consumes: ['multipart/form-data'],
        body: imageFormSchema,
        response: {
          200: operatorProductSchema,
          ...refused,
          404: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
      // readPicture checks the form as it streams in (see imageFormSchema).
      // The path's productId (the only other part) is checked as everywhere else.
      validatorCompiler: (route) =>
        route.httpPart === 'body'
          ? (data: unknown) => ({ value: data })
          : validatorCompiler({ ...route, schema: productIdParamsSchema }),
    },
    async (request) => {
      const operator = request.operator;
      const { productId } = request.params;
      if (!(await app.repos.products.find(operator.storeId, productId))) throw productNotFound();
      const picture = await readPicture(request, PRODUCT_IMAGE);
      const key = await app.storage.save(picture.bytes, picture.extension);
      let outcome: ProductOutcome;
      try {
        outcome = await app.catalogue.changeProductImage(
          operator,
          productId,
          uploadedImagePath(key),
        );
      } catch (error) {
        await app.storage.remove(key);
        throw error;
      }
      if (outcome.status !== 'saved') await app.storage.remove(key);
      return savedProduct(outcome);
    },
  );

  routes.post(
    '/products/:productId/stock-adjustments',
    {
      schema: {
        tags: ['operator'],
        summary: 'Adjust a product’s stock, with the reason',
        description:
          `received ${ADJUSTMENT_WORDS.received}; damaged ${ADJUSTMENT_WORDS.damaged} (more ` +
          'than is on the shelf answers 409 STOCK_NOT_ENOUGH); count_correction ' +
          `${ADJUSTMENT_WORDS.count_correction}. Each writes a stock ledger entry with the ` +
          'balance after it, and an audit entry. A count that matches the shelf answers 200 ' +
          'with movement null and no ledger entry. Safe against checkouts at the same moment.',
        security,
        params: productIdParamsSchema,
        body: stockAdjustmentSchema,
        response: {
          200: stockAdjustedSchema,
          201: stockAdjustedSchema,
          ...refused,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await app.catalogue.adjustStock(
        request.operator,
        request.params.productId,
        request.body,
      );
      if (result.status === 'not-found') throw productNotFound();
      if (result.status === 'not-enough') {
        throw new HttpError(
          409,
          'STOCK_NOT_ENOUGH',
          result.stock === 0
            ? 'None is on the shelf to take off.'
            : `Only ${result.stock} on the shelf: take off at most ${result.stock}.`,
          'quantity',
        );
      }
      const { product, movement } = result;
      return reply.code(movement ? 201 : 200).send({ product, movement });
    },
  );

  routes.get(
    '/products/:productId/stock-movements',
    {
      schema: {
        tags: ['operator'],
        summary: 'A product’s stock ledger, newest first, 20 a page',
        description:
          'Every adjustment, sale and cancelled order, each with its signed change and the ' +
          'balance after it; who made each adjustment, and which order each sale was.',
        security,
        params: productIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: stockMovementPageSchema, ...refused, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { productId } = request.params;
      if (!(await app.repos.products.find(request.operator.storeId, productId))) {
        throw productNotFound();
      }
      return app.repos.stock.movements(productId, request.query.page);
    },
  );
}
