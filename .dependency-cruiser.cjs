// The layering of docs/decisions/161 (ARCHITECTURE.md "Folders"), checked by test/unit/layering.test.ts:
// shared/ is the ground floor, content/ stands on it, client/ and server/ on both.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-imports-nothing-of-ours',
      comment: 'shared/ is pure TypeScript used by both sides: it imports only itself and node_modules.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(content|client|server|scripts|test)/' },
    },
    {
      name: 'content-imports-only-shared',
      comment: 'content/ is typed data: it may use the types and value lists of shared/, nothing else of ours.',
      severity: 'error',
      from: { path: '^content/' },
      to: { path: '^(client|server|scripts|test)/' },
    },
    {
      name: 'client-never-server',
      comment: 'The browser bundle must not pull server code (secrets, database, upstream clients).',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^(server|scripts|test)/' },
    },
    {
      name: 'server-imports-client-app-only',
      comment:
        'The server renders through client/app (root, document, registries); it reaches no further into the client.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(client/(?!app/)|scripts/|test/)' },
    },
    {
      name: 'no-circular',
      comment:
        "No import cycles, type-only ones included: a contract (PageProps, LayoutProps, a lazy panel's props) lives in a module of its own (decision 163).",
      severity: 'error',
      from: { path: '^(shared|content|client|server)/' },
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing would hide a broken layer from the rules above.',
      severity: 'error',
      from: { path: '^(shared|content|client|server)/' },
      to: { couldNotResolve: true, pathNot: '\\.(css|svg|png|webp|woff2)$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
