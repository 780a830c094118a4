// ICU keeps the data it loads for the whole renderer process: loaded here, off the main thread, it
// makes the main thread's first formats cost a fraction of a millisecond instead of 20–60 ms
// (lib/warm-up.ts).
import { intlWarmUpSteps } from './intl-warm-up';

for (const step of intlWarmUpSteps) step();
postMessage('warm');
