// The second half of the page sweep (test/browser/page-sweep.ts says what it checks).
import { sweep } from './page-sweep.ts';

sweep(1, 2);
