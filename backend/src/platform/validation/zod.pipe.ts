import { Body, Param, Query, type PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import { MESSAGES } from '@groundwork/shared/domain';
import { VALIDATION_MESSAGES, fieldErrors } from '@groundwork/shared/validation';
import { NotFound, PLATFORM_MESSAGES, ValidationFailed } from '../errors/domain-errors';
import { declareInput } from './route-input';

/** A bound of a number's rule, as zod's issue gives it (`int`: JavaScript's safe integers). */
const NUMBER_ORIGINS: readonly string[] = ['number', 'int'];

/**
 * What a refusal whose schema gives no message of its own says: one of the catalogued messages, which reach a French
 * user in French like every other (zod's own would be English, in zod's terms: "Too big: expected string to have
 * <=64 characters"). A number out of its range names the limit ("Value must be at most 2147483647."); the schemas
 * write their bounds inclusive (`min`, `max`), an exclusive one (`positive`, `gt`) gives its own message.
 */
function catalogued(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'number' || issue.expected === 'int' ? MESSAGES.notANumber : PLATFORM_MESSAGES.invalidInput;
    case 'too_big':
      if (issue.origin === 'string') return MESSAGES.maxChars(Number(issue.maximum));
      return NUMBER_ORIGINS.includes(issue.origin) && issue.inclusive !== false ? VALIDATION_MESSAGES.atMost(Number(issue.maximum)) : PLATFORM_MESSAGES.invalidInput;
    case 'too_small':
      if (issue.origin === 'string') return MESSAGES.minChars(Number(issue.minimum));
      return NUMBER_ORIGINS.includes(issue.origin) && issue.inclusive !== false ? VALIDATION_MESSAGES.atLeast(Number(issue.minimum)) : PLATFORM_MESSAGES.invalidInput;
    case 'invalid_value':
      return MESSAGES.invalidChoice;
    default:
      return PLATFORM_MESSAGES.invalidInput;
  }
}

/**
 * A missing field reads "This field is required." unless the schema gives its own message; a body that is not the
 * object of fields its route takes (a list, a number) says so in words rather than in zod's terms; any other refusal
 * without its own message says a catalogued one (catalogued).
 */
const messagesOf =
  (body: unknown): z.core.$ZodErrorMap =>
  (issue) => {
    if (issue.input === undefined) return MESSAGES.required;
    if (issue.code === 'invalid_type' && issue.expected === 'object' && issue.input === body) return VALIDATION_MESSAGES.fieldsObject;
    return catalogued(issue);
  };

/** Parses with a zod schema (unknown keys are stripped by z.object); failures become 400 with per-field messages. */
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const body = value ?? {};
    const result = this.schema.safeParse(body, { error: messagesOf(body) });
    if (!result.success) throw new ValidationFailed(fieldErrors(result.error));
    return result.data;
  }
}

/**
 * The request body, declared with the schema it accepts (route-input.ts: the OpenAPI document and the fuzz test read
 * it), parsed by `pipes`. `@ZodBody(schema)` is the usual form; a route whose rule needs more than one schema (a
 * record validated by its type) declares what it accepts and passes the body on as it came: `@BodyOf(schema)`.
 */
export const BodyOf = (schema: z.ZodType, ...pipes: PipeTransform[]): ParameterDecorator => (target, key, index) => {
  Body(...pipes)(target, key, index);
  declareInput(target, key, { body: schema });
};

/** `@ZodBody(schema) body: z.output<typeof schema>`: the validated, stripped body. */
export const ZodBody = (schema: z.ZodType) => BodyOf(schema, new ZodPipe(schema));

/** `@ZodQuery(schema) query`: the validated query string. */
export const ZodQuery = (schema: z.ZodType): ParameterDecorator => (target, key, index) => {
  Query(new ZodPipe(schema))(target, key, index);
  declareInput(target, key, { query: schema });
};

/** The largest id PostgreSQL's integer columns hold. */
export const MAX_ID = 2147483647;
const ID = /^[1-9]\d{0,9}$/;
/** A positive integer id from the path; anything else cannot name a row, so it answers 404. */
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const n = Number(value);
    if (!ID.test(value) || n > MAX_ID) throw new NotFound();
    return n;
  }
}

/** `@IdParam() id: number` (or `@IdParam('userId')`). */
export const IdParam = (name = 'id'): ParameterDecorator => (target, key, index) => {
  Param(name, new IdPipe())(target, key, index);
  declareInput(target, key, { ids: [name] });
};
