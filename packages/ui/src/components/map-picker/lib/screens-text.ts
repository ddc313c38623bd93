import { formatNumber, pluralRu, SCREEN_FORMS } from '../../../format';

/** «1 экран», «3 экрана», «1 250 экранов»: a number of screens as the picker writes it. */
export function screensText(n: number): string {
  return `${formatNumber(n)} ${pluralRu(n, SCREEN_FORMS)}`;
}
