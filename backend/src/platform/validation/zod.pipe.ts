import { Body, Param, Query, type PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import { MESSAGES } from '@groundwork/shared/domain';
import { fieldErrors } from '@groundwork/shared/validation';
import { NotFound, ValidationFailed } from '../errors/domain-errors';

/** A missing field reads "This field is required." unless the schema gives its own message. */
const requiredWhenMissing: z.core.$ZodErrorMap = (issue) => (issue.input === undefined ? MESSAGES.required : undefined);

/** Parses with a zod schema (unknown keys are stripped by z.object); failures become 400 with per-field messages. */
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value ?? {}, { error: requiredWhenMissing });
    if (!result.success) throw new ValidationFailed(fieldErrors(result.error));
    return result.data;
  }
}

/** `@ZodBody(schema) body: z.output<typeof schema>`: the validated, stripped body. */
export const ZodBody = (schema: z.ZodType) => Body(new ZodPipe(schema));
/** `@ZodQuery(schema) query`: the validated query string. */
export const ZodQuery = (schema: z.ZodType) => Query(new ZodPipe(schema));

const ID = /^[1-9]\d{0,9}$/;
/** A positive integer id from the path; anything else cannot name a row, so it answers 404. */
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const n = Number(value);
    if (!ID.test(value) || n > 2147483647) throw new NotFound();
    return n;
  }
}

/** `@IdParam() id: number` (or `@IdParam('userId')`). */
export const IdParam = (name = 'id') => Param(name, new IdPipe());
