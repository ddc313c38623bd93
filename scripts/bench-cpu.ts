/**
 * The host's CPU benchmark index, measured the way Lighthouse measures it: Lighthouse's own page
 * function (`computeBenchmarkIndex`, the figure a report shows as `environment.benchmarkIndex`)
 * evaluated in a blank page of headless Chromium, several times, since one reading moves with
 * whatever else the machine is doing. The same browser and flags as the Lighthouse runs.
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium, type Page } from 'playwright';
import { spread, type Spread } from './bench-calibration.ts';
import { CHROME_FLAGS, CHROME_PATH, log } from './bench-lib.ts';

export async function measureBenchmarkIndex(times = 5): Promise<Spread> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage();
    // The first reading runs while the just-launched browser's other processes still start up on
    // the same cores, and tends to read low: it warms up and is left out.
    const warmUp = await page.evaluate(pageFunctions.computeBenchmarkIndex);
    log(`CPU benchmark index, warm-up reading (left out): ${Math.round(warmUp)}`);
    return await readBenchmarkIndex(page, times, true);
  } finally {
    await browser.close();
  }
}

/** The index read `times` in `page` (its median and range); `logged`: each reading is logged. */
export async function readBenchmarkIndex(
  page: Page,
  times: number,
  logged = false,
): Promise<Spread> {
  const values: number[] = [];
  for (let i = 0; i < times; i++) {
    values.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    if (logged)
      log(`CPU benchmark index, reading ${i + 1} of ${times}: ${Math.round(values.at(-1)!)}`);
  }
  return spread(values);
}
