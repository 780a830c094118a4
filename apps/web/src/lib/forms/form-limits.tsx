import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { z } from 'zod';
import { fieldLimitsOf, type FieldLimits } from './field-limits';

const FormSchemaContext = createContext<z.ZodType | undefined>(undefined);

/**
 * Gives the fields inside it the form's contract schema, so each field reads its own limits by its
 * name: a screen says `<FormTextField name="title" />` and gets the contract's 50 characters and the
 * counter, with no number written twice. The settings kit's modal and the institute settings forms
 * wrap their fields in one.
 */
export function FormLimitsProvider({ schema, children }: { schema: z.ZodType; children: ReactNode }) {
  return <FormSchemaContext.Provider value={schema}>{children}</FormSchemaContext.Provider>;
}

/** The limits of `name` in the nearest `FormLimitsProvider`'s schema; none outside one. */
export function useFieldLimits(name: string): FieldLimits {
  const schema = useContext(FormSchemaContext);
  return useMemo(() => fieldLimitsOf(schema, name), [schema, name]);
}
