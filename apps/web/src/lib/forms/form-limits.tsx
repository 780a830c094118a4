import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { z } from 'zod';
import { fieldLimitsOf, type FieldLimits } from './field-limits';

/** A form's limits by field name (a react-hook-form path such as `institute.name`). */
export type LimitsOf = (name: string) => FieldLimits;

const FormLimitsContext = createContext<LimitsOf | undefined>(undefined);

/**
 * Gives the fields inside it the form's limits, so each field reads its own by its name: a screen
 * says `<FormTextField name="title" />` and gets the contract's 50 characters and the counter, with
 * no number written twice. Usually from the form's contract `schema`; a form whose screen must not
 * load zod on its first visit passes `limits`, a zod-free copy that a test checks against the schema
 * (the program form: `programFieldLimits`).
 */
export function FormLimitsProvider(
  props: { children: ReactNode } & ({ schema: z.ZodType } | { limits: LimitsOf }),
) {
  const schema = 'schema' in props ? props.schema : undefined;
  const limits = 'limits' in props ? props.limits : undefined;
  const limitsOf = useMemo<LimitsOf>(
    () => limits ?? ((name: string) => fieldLimitsOf(schema, name)),
    [schema, limits],
  );
  return <FormLimitsContext.Provider value={limitsOf}>{props.children}</FormLimitsContext.Provider>;
}

/** The limits of `name` in the nearest `FormLimitsProvider`; none outside one. */
export function useFieldLimits(name: string): FieldLimits {
  const limitsOf = useContext(FormLimitsContext);
  return useMemo(() => (limitsOf ? limitsOf(name) : fieldLimitsOf(undefined, name)), [limitsOf, name]);
}
