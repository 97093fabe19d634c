import type { DynamicPage } from './dynamic-page';
import type { GraphqlError, GraphqlResponse, GraphqlRootField } from './graphql';
import { GraphqlSyntaxError, parseOperation } from './graphql-document';
import { slugSchema } from './model';
import type { Navigation } from './navigation';
import { productListTypeSchema, type ProductList, type ProductListType } from './product-lists';
import type { StaticPage } from './static-page';

/** Where the answers come from: the server's content store, or fixtures in MSW. */
export interface ContentResolvers {
  staticPage(slug: string): Promise<StaticPage | null>;
  dynamicPage(slug: string): Promise<DynamicPage | null>;
  productList(type: ProductListType): Promise<ProductList | null>;
  navigation(): Promise<Navigation | null>;
}

/** A field-level failure: the field answers null and the reason goes to `errors`. */
class FieldError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

function slugArgument(field: string, args: Record<string, unknown>): string {
  const value = args['slug'];
  if (typeof value !== 'string') {
    throw new FieldError(`Fältet "${field}" kräver argumentet "slug" (String!).`, 'BAD_USER_INPUT');
  }
  const parsed = slugSchema.safeParse(value);
  if (!parsed.success) {
    throw new FieldError(
      `Ogiltig slug "${value}": ${parsed.error.issues[0]?.message ?? ''}`,
      'BAD_USER_INPUT',
    );
  }
  return parsed.data;
}

function noArguments(field: string, args: Record<string, unknown>, allowed: string[]): void {
  const unknown = Object.keys(args).find((name) => !allowed.includes(name));
  if (unknown) {
    throw new FieldError(
      `Okänt argument "${unknown}" på fältet "Query.${field}".`,
      'GRAPHQL_VALIDATION_FAILED',
    );
  }
}

const resolveField: Record<
  GraphqlRootField,
  (resolvers: ContentResolvers, args: Record<string, unknown>) => Promise<unknown>
> = {
  staticPage: (resolvers, args) => {
    noArguments('staticPage', args, ['slug', 'locale']);
    return resolvers.staticPage(slugArgument('staticPage', args));
  },
  dynamicPage: (resolvers, args) => {
    noArguments('dynamicPage', args, ['slug', 'locale']);
    return resolvers.dynamicPage(slugArgument('dynamicPage', args));
  },
  productList: (resolvers, args) => {
    noArguments('productList', args, ['type', 'locale']);
    const parsed = productListTypeSchema.safeParse(args['type']);
    if (!parsed.success) {
      throw new FieldError(
        `Field "productList" argument "type": ${parsed.error.issues[0]?.message ?? 'invalid'}`,
        'BAD_USER_INPUT',
      );
    }
    return resolvers.productList(parsed.data);
  },
  navigation: (resolvers, args) => {
    noArguments('navigation', args, ['locale']);
    return resolvers.navigation();
  },
};

/**
 * Answer a content query: each root field (by alias) gets its object or null, with an error for
 * each field that could not be answered. A document that cannot be read answers only `errors`.
 */
export async function executeContentQuery(
  request: {
    query: string;
    variables?: Record<string, unknown> | null;
    operationName?: string | null;
  },
  resolvers: ContentResolvers,
): Promise<GraphqlResponse> {
  let operation;
  try {
    operation = parseOperation(request.query, request.variables ?? {}, request.operationName);
  } catch (error) {
    if (error instanceof GraphqlSyntaxError) {
      return { errors: [{ message: error.message, extensions: { code: error.code } }] };
    }
    throw error;
  }
  const data: Record<string, unknown> = {};
  const errors: GraphqlError[] = [];
  for (const field of operation.rootFields) {
    if (field.name === '__typename') {
      errors.push({
        message: '__typename besvaras inte av innehållstjänsten.',
        path: [field.key],
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      });
      continue;
    }
    const resolve = resolveField[field.name as GraphqlRootField] as
      (typeof resolveField)[GraphqlRootField] | undefined;
    if (!Object.hasOwn(resolveField, field.name) || !resolve) {
      errors.push({
        message: `Fältet "${field.name}" finns inte på typen "Query".`,
        path: [field.key],
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      });
      continue;
    }
    try {
      data[field.key] = await resolve(resolvers, field.args);
    } catch (error) {
      if (!(error instanceof FieldError)) throw error;
      data[field.key] = null;
      errors.push({ message: error.message, path: [field.key], extensions: { code: error.code } });
    }
  }
  return errors.length > 0
    ? { data: data as GraphqlResponse['data'], errors }
    : { data: data as GraphqlResponse['data'] };
}
