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

/** The id and ARIA props a composite control (combobox, date picker) takes from its owner. */
export type FieldControlOwnProps = {
  id?: string;
  /** Accessible name when there is no Field label. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
};

/**
 * The id and ARIA links of a control that puts them on an inner element instead of spreading the
 * Field's onto its root: what the owner passed wins, the Field fills in the rest.
 */
export function useFieldAria(own: FieldControlOwnProps): FieldControlOwnProps {
  const field = useFieldControl();
  return {
    id: own.id ?? field?.id,
    'aria-label': own['aria-label'],
    'aria-labelledby': own['aria-labelledby'] ?? field?.['aria-labelledby'],
    'aria-describedby': own['aria-describedby'] ?? field?.['aria-describedby'],
    'aria-invalid': own['aria-invalid'] ?? field?.['aria-invalid'],
  };
}
