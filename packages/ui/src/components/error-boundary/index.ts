export {
  ErrorBoundary,
  WidgetError,
  type ErrorBoundaryProps,
  type WidgetErrorProps,
} from './error-boundary';
export { LoadError, type LoadErrorLayout, type LoadErrorProps } from './load-error';
export { RetryButton, type RetryButtonProps } from './retry-button';
