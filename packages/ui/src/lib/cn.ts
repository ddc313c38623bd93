import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';
import { mergeByTable } from './class-table';

const twMerge = extendTailwindMerge({});

/**
 * Joins class names and lets a later Tailwind utility win over an earlier one: by the app's class
 * table when it has every class of the list (./class-table.ts), by tailwind-merge otherwise.
 */
export function cn(...inputs: ClassValue[]): string {
  const list = clsx(inputs);
  return mergeByTable(list) ?? twMerge(list);
}
