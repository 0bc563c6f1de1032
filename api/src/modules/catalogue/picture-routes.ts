import type { FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_MIME_TYPES,
} from '@storefront/shared/contracts';
import {
  operatorProductSchema,
  productIdParamsSchema,
} from '@storefront/shared/operator-contracts';
import { z } from 'zod';
import { requireMultipart } from '../../lib/multipart';
import { readPicture, type PictureRules } from '../../lib/picture-upload';
import { productNotFound, savedProduct } from './product-outcomes';

const PRODUCT_IMAGE: PictureRules<(typeof PRODUCT_IMAGE_MIME_TYPES)[number]> = {
  field: 'image',
  maxBytes: PRODUCT_IMAGE_MAX_BYTES,
  mimeTypes: PRODUCT_IMAGE_MIME_TYPES,
};

/** For the OpenAPI document only: the handler reads and checks the multipart body itself. */
const imageFormSchema = z.object({
  image: z.string().meta({ format: 'binary' }).describe('JPG, PNG or WebP, at most 2 MB'),
});

/** A product's picture: multipart, read by the scope's parser (productRoutes registers it). */
export async function pictureRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];
  const refused = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

  routes.put(
    '/products/:productId/image',
    {
      onRequest: requireMultipart,
      schema: {
        tags: ['operator'],
        permission: 'catalogue.write',
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
      // Before the body is read: a product that is not there is refused without it.
      if (!(await app.catalogue.product(operator, productId))) throw productNotFound();
      const picture = await readPicture(request, PRODUCT_IMAGE);
      return savedProduct(await app.catalogue.changeProductImage(operator, productId, picture));
    },
  );
}
