export { FilterSheet, type FilterSheetProps } from './filter-sheet';
