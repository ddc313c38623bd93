import { isRouteErrorResponse } from 'react-router-dom';

/**
 * The heading of an error screen (RouteError, ScreenError): the HTTP status of a route answer, a
 * screen whose code could not load, or `otherwise`.
 */
export const errorTitle = (error: unknown, chunkFailed: boolean, otherwise: string): string =>
  isRouteErrorResponse(error)
    ? `Ошибка ${error.status}`
    : chunkFailed
      ? 'Не удалось загрузить страницу'
      : otherwise;
