import { describe, expect, test } from 'vitest';
import { filesUnder, sourceText } from '../helpers/source-tree.ts';

// Decision 170: a lint rule is never switched off in the code without a reason beside it
// (`// eslint-disable-next-line rule -- reason`), and never all rules at once.
const folders = ['client', 'server', 'shared', 'content', 'scripts', 'test'];

/** The problems of each ESLint directive in a source text: one line per directive without rule names or reason. */
export function directiveProblems(text: string): string[] {
  const problems: string[] = [];
  const re = /(?:\/\/|\/\*)\s*eslint-disable(?:-next-line|-line)?\b([^\n]*?)(?:\*\/|$)/gm;
  for (const m of text.matchAll(re)) {
    const rest = m[1];
    const [rules, reason] = rest.split(/\s--\s/, 2);
    const line = text.slice(0, m.index).split('\n').length;
    if (!rules.trim()) problems.push(`line ${line}: disables every rule`);
    else if (!reason?.trim()) problems.push(`line ${line}: no reason after " -- "`);
  }
  return problems;
}

const sources = (dir: string) => filesUnder(dir, /\.(ts|tsx|js|mjs|cjs)$/);

describe('lint directives', () => {
  test('the check finds a directive without a reason or without rule names', () => {
    // Spelt in two pieces so that this file's own scan below does not read the samples as directives.
    const off = 'eslint-' + 'disable';
    expect(directiveProblems(`// ${off}-next-line no-console -- prints the report\nx();`)).toEqual([]);
    expect(directiveProblems(`{/* ${off}-next-line jsx-a11y/no-autofocus -- a dialog opened on purpose */}`)).toEqual(
      [],
    );
    expect(directiveProblems(`a();\n// ${off}-next-line no-console\nx();`)).toEqual(['line 2: no reason after " -- "']);
    expect(directiveProblems(`/* ${off} */`)).toEqual(['line 1: disables every rule']);
    expect(directiveProblems(`x(); // ${off}-line no-console --   `)).toEqual(['line 1: no reason after " -- "']);
  });

  test('every eslint-disable in the code names its rules and gives a reason', () => {
    const files = folders.flatMap(sources);
    expect(files.length).toBeGreaterThan(200);
    const problems = files.flatMap((f) => directiveProblems(sourceText(f)).map((p) => `${f} ${p}`));
    expect(problems).toEqual([]);
  });
});
