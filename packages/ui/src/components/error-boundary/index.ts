export {
  ErrorBoundary,
  WidgetError,
  type ErrorBoundaryProps,
  type WidgetErrorProps,
} from './error-boundary';
