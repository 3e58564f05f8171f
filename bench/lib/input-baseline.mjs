/* global window -- functions handed to page.evaluate run in the browser */
import { POINTER_SETTLE_MS } from './board-page.mjs';
import { throttleCpu } from './chromium.mjs';

/**
 * The browser's own input delivery on this machine: from a pointerdown's timestamp to the first listener of a
 * page holding one button and nothing else, at the same CPU throttling. No app can be faster than this.
 */
export const inputDeliveryBaseline = async (browser, rate, presses = 40) => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.setContent(
    '<button style="width:200px;height:200px">tap</button><script>window.delays=[];addEventListener("pointerdown",(e)=>delays.push(performance.now()-e.timeStamp),{capture:true})</script>',
  );
  await throttleCpu(page, rate);
  for (let i = 0; i < presses; i++) {
    await page.mouse.move(50 + (i % 100), 50 + (i % 100));
    await page.waitForTimeout(POINTER_SETTLE_MS);
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForTimeout(250);
  }
  const delays = await page.evaluate(() => window.delays);
  await page.close();
  return delays;
};
