import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldContext, useFieldAria, type FieldControlProps } from './field-context';

const field: FieldControlProps = {
  id: 'budget',
  'aria-labelledby': 'budget-label',
  'aria-describedby': 'budget-hint budget-error',
  'aria-invalid': true,
};

const inField = ({ children }: { children: ReactNode }) => (
  <FieldContext.Provider value={field}>{children}</FieldContext.Provider>
);

describe('useFieldAria', () => {
  it('passes the own props through outside a Field', () => {
    const { result } = renderHook(() => useFieldAria({ 'aria-label': 'Города' }));
    expect(result.current).toEqual({
      id: undefined,
      'aria-label': 'Города',
      'aria-labelledby': undefined,
      'aria-describedby': undefined,
      'aria-invalid': undefined,
    });
  });

  it('takes the id and links of the Field around it', () => {
    const { result } = renderHook(() => useFieldAria({}), { wrapper: inField });
    expect(result.current).toEqual({ ...field, 'aria-label': undefined });
  });

  it('lets the own props win over the Field', () => {
    const own = {
      id: 'own',
      'aria-labelledby': 'own-label',
      'aria-describedby': 'own-hint',
      'aria-invalid': false,
    } as const;
    const { result } = renderHook(() => useFieldAria(own), { wrapper: inField });
    expect(result.current).toEqual({ ...own, 'aria-label': undefined });
  });
});
