/*
 * The main entry of @ekran/ui. The map components (Leaflet, its CSS, supercluster) are not here but
 * in ./map.ts (`@ekran/ui/map`), so an app that never shows a map never bundles Leaflet.
 */
export { cn } from './lib/cn';
export { setClassTable } from './lib/class-table';
export { defaultRenderLink, type LinkRenderProps, type RenderLink } from './lib/render-link';
export { useGuardedAction } from './lib/use-guarded-action';
export { nextTask, runInTasks } from './lib/next-task';
export { whenIdle, type IdleTime } from './lib/when-idle';
export { BothViewportsContext, useCoarsePointer, useNarrow } from './lib/use-narrow';
export {
  DeferredMenu,
  LAZY_PART_FAILED,
  lazyPart,
  useLazyPart,
  type DeferredMenuProps,
  type DeferredTriggerProps,
  type LazyPart,
} from './lib/lazy-part';
export * from './components/button';
export * from './components/modal';
export * from './components/filter-sheet';
export * from './components/spinner';
export * from './components/schedule-grid';
export * from './components/alert';
export * from './components/badge';
export * from './components/card';
export * from './components/chart';
export * from './components/checkbox';
export * from './components/combobox';
export * from './components/confirm-modal';
export * from './components/data-table';
export * from './components/dropdown-menu';
export * from './components/date-range-picker';
export * from './components/empty-state';
export * from './components/field';
export * from './components/file-drop';
export * from './components/icon-button';
export * from './components/input';
export * from './components/label';
export * from './components/number-input';
export * from './components/pagination';
export * from './components/progress-bar';
export * from './components/radio-group';
export * from './components/select';
export * from './components/sidebar';
export * from './components/skeleton';
export * from './components/stat';
export * from './components/stats-table';
export * from './components/error-boundary';
export * from './components/refresh-notice';
export * from './components/status-badge';
export * from './components/stepper';
export * from './components/switch';
export * from './components/tabs';
export * from './components/textarea';
export * from './components/toast';
export * from './components/tooltip';
export * from './components/top-bar';
export * from './components/user-menu';
export * from './components/video-list';
export * from './format';
export * from './theme';
