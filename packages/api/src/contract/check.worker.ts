/// <reference lib="webworker" />
import { answerCheck, type CheckRequest } from './check-message.ts';

/**
 * The response contract runs here, off the page's main thread: building zod's schemas and checking
 * each answer would cost the first screen long tasks on a phone. The page only receives the
 * checked, structured-cloned answer.
 */
self.onmessage = (event: MessageEvent<CheckRequest>) => {
  self.postMessage(answerCheck(event.data));
};
