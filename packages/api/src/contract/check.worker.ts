/// <reference lib="webworker" />
import { answerCheck, type CheckRequest } from './check-message.ts';

/**
 * Issue 17: the response contract runs here, off the page's main thread. Building zod's schemas
 * and checking each answer cost the first screen long tasks (about 200 ms at a phone's speed); the
 * page now only receives the checked, structured-cloned answer.
 */
self.onmessage = (event: MessageEvent<CheckRequest>) => {
  self.postMessage(answerCheck(event.data));
};
