import { createContext, useContext } from 'react';

/** What a Field tells the control inside it, for controls nested below the Field's child. */
export type FieldControlProps = {
  id: string;
  'aria-labelledby': string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

export const FieldContext = createContext<FieldControlProps | null>(null);

/** The Field's id and ARIA links, or null outside a Field. */
export function useFieldControl(): FieldControlProps | null {
  return useContext(FieldContext);
}
