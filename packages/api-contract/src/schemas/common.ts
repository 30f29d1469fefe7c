import { z } from 'zod/mini';

/** Money is an integer of minor units (cents); signed where a value can go both ways. */
export const minorUnitsSchema = z.int();
export const positiveMinorUnitsSchema = z.int().check(z.positive());
export const nonNegativeMinorUnitsSchema = z.int().check(z.nonnegative());

export const countSchema = z.int().check(z.nonnegative());
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/**
 * The back office's rich HTML (announcements, promotion terms, messages, help articles), sanitised
 * by the server before it answers: formatting, links and pictures only, so a client renders it as
 * it is.
 */
export const richHtmlSchema = z.string();
/** A calendar day, yyyy-MM-dd. */
export const isoDateSchema = z.iso.date();

const integerText = z.pipe(z.string().check(z.regex(/^-?\d+$/u)), z.transform(Number));

/**
 * A number in a query: the client passes a number, the server reads text. Both parse to a
 * number checked by `schema`, so one schema serves both sides.
 */
export function queryInt<TSchema extends z.ZodMiniType<number, number>>(schema: TSchema) {
  return z.pipe(z.union([z.number(), integerText]), schema);
}

export const queryBooleanSchema = z.union([z.boolean(), z.stringbool()]);

export const pageQueryShape = {
  pageNo: queryInt(z.int().check(z.gte(1))),
  pageSize: queryInt(z.int().check(z.gte(1), z.lte(999))),
};

export const dateRangeQueryShape = {
  startDate: isoDateSchema,
  endDate: isoDateSchema,
};

/** The paging envelope of list calls: one page of `content` and where it sits in the whole. */
export function pagedSchema<TItem extends z.ZodMiniType>(item: TItem) {
  return z.object({
    content: z.array(item),
    pageNo: z.int().check(z.gte(1)),
    pageSize: z.int().check(z.gte(1)),
    totalElements: countSchema,
    totalPages: countSchema,
  });
}

/** One page of `T` as `pagedSchema` describes it. */
export type Page<T> = Omit<z.output<ReturnType<typeof pagedSchema>>, 'content'> & { content: T[] };

/**
 * The paging envelope for page `pageNo` of `pageSize` items. Pass the whole list to page it in
 * memory (mocks, fixtures), or one page already cut by a database query together with its
 * `totalElements` (servers).
 */
export function pageOf<T>(
  items: readonly T[],
  pageNo: number,
  pageSize: number,
  totalElements?: number,
): Page<T> {
  const content =
    totalElements === undefined ? items.slice((pageNo - 1) * pageSize, pageNo * pageSize) : [...items];
  const total = totalElements ?? items.length;
  return { content, pageNo, pageSize, totalElements: total, totalPages: Math.ceil(total / pageSize) };
}

/** An image uploaded earlier through the upload endpoint. */
export const imageIdSchema = z.string().check(z.minLength(1), z.maxLength(64));

/**
 * The key a client picks for a captcha picture (a uuid in the portal): letters, digits, - and _
 * only, since the server echoes it in a response header.
 */
export const captchaKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/u));

export const emptyValueSchema = z.null();
