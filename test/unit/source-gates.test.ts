// The gates that read the whole source tree, in one file so that they share one reading of it
// (test/helpers/source-tree.ts lists, reads, parses and strips each file once for all of them).
import './css-classes.gate.ts';
import './dependencies.gate.ts';
import './file-size.gate.ts';
import './jsx-words.gate.ts';
import './lint-directives.gate.ts';
import './page-price-path.gate.ts';
import './price-literals.gate.ts';
