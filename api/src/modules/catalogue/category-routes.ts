import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@storefront/shared/contracts';
import {
  categoryIdParamsSchema,
  categoryInputSchema,
  categoryOrderSchema,
  operatorCategoryListSchema,
  operatorCategorySchema,
} from '@storefront/shared/operator-contracts';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-error';
import type { Operator } from '../../lib/operator';
import type { CategoryOutcome } from './service';

const categoryNotFound = () => notFound('That category', 'categoryId');

/** The refusals of a category change, as the caller reads them. */
function refuse(outcome: Exclude<CategoryOutcome, { status: 'saved' }>, name?: string): never {
  switch (outcome.status) {
    case 'not-found':
      throw categoryNotFound();
    case 'name-taken':
      throw new HttpError(
        409,
        'CATEGORY_NAME_TAKEN',
        `The store already has a category called ${name}.`,
        'name',
      );
    case 'not-empty':
      throw new HttpError(
        409,
        'CATEGORY_NOT_EMPTY',
        `The category still holds ${outcome.productCount} ${outcome.productCount === 1 ? 'product' : 'products'}. Move them to another category first.`,
        'categoryId',
      );
  }
}

/** The operator's categories: list, create, rename, reorder, delete when empty. */
export async function categoryRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];
  const refused = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

  async function saved(operator: Operator, outcome: CategoryOutcome, name?: string) {
    if (outcome.status !== 'saved') refuse(outcome, name);
    const category = await app.catalogue.category(operator, outcome.categoryId);
    if (!category) throw categoryNotFound();
    return category;
  }

  routes.get(
    '/categories',
    {
      schema: {
        tags: ['operator'],
        permission: 'catalogue.read',
        summary: 'The store’s categories in their order, each with how many products it holds',
        description: 'productCount counts every product, published or not.',
        security,
        response: { 200: operatorCategoryListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => ({ items: await app.catalogue.categoryList(request.operator) }),
  );

  routes.post(
    '/categories',
    {
      schema: {
        tags: ['operator'],
        permission: 'catalogue.write',
        summary: 'Add a category, after the last one',
        description:
          'Its slug comes from its name (made unique in the store) and never changes. A name ' +
          'another category of the store has, in any case, answers 409 CATEGORY_NAME_TAKEN.',
        security,
        body: categoryInputSchema,
        response: { 201: operatorCategorySchema, ...refused, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const operator = request.operator;
      const outcome = await app.catalogue.createCategory(operator, request.body);
      return reply.code(201).send(await saved(operator, outcome, request.body.name));
    },
  );

  // Before /categories/:categoryId, though the router would prefer the static path anyway.
  routes.put(
    '/categories/order',
    {
      schema: {
        tags: ['operator'],
        permission: 'catalogue.write',
        summary: 'Put the store’s categories in a new order',
        description:
          'categoryIds names every category of the store once, first to last. The storefront ' +
          'lists them in this order.',
        security,
        body: categoryOrderSchema,
        response: { 200: operatorCategoryListSchema, ...refused },
      },
    },
    async (request) => {
      const operator = request.operator;
      const outcome = await app.catalogue.reorderCategories(operator, request.body.categoryIds);
      if (outcome.status !== 'reordered') {
        throw new HttpError(
          400,
          'VALIDATION_FAILED',
          'List every category of the store once, and no other.',
          'categoryIds',
        );
      }
      return { items: await app.catalogue.categoryList(operator) };
    },
  );

  routes.put(
    '/categories/:categoryId',
    {
      schema: {
        tags: ['operator'],
        permission: 'catalogue.write',
        summary: 'Rename or redescribe a category; its slug stays, so links keep working',
        security,
        params: categoryIdParamsSchema,
        body: categoryInputSchema,
        response: {
          200: operatorCategorySchema,
          ...refused,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const operator = request.operator;
      const outcome = await app.catalogue.editCategory(
        operator,
        request.params.categoryId,
        request.body,
      );
      return saved(operator, outcome, request.body.name);
    },
  );

  routes.delete(
    '/categories/:categoryId',
    {
      schema: {
        tags: ['operator'],
        permission: 'catalogue.write',
        summary: 'Delete a category that holds no product',
        description:
          'A category that still holds any product, published or not, answers 409 ' +
          'CATEGORY_NOT_EMPTY with the count, and nothing is deleted.',
        security,
        params: categoryIdParamsSchema,
        response: { 204: z.null(), ...refused, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const outcome = await app.catalogue.deleteCategory(
        request.operator,
        request.params.categoryId,
      );
      if (outcome.status !== 'saved') refuse(outcome);
      return reply.code(204).send(null);
    },
  );
}
