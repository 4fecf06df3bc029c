// The first half of the page sweep (test/browser/page-sweep.ts says what it checks); page-sweep-2.test.ts runs the
// other half in a second worker.
import { sweep } from './page-sweep.ts';

sweep(0, 2);
