// A Node module hook for scripts that import client code without the bundler (the benchmark's cold render):
// an imported file (`import url from './x.svg'`) becomes the URL of its served copy, as esbuild and vitest make it.
const ASSET = /\.(svg|png|webp|woff2)$/;

export async function load(url, context, nextLoad) {
  const { pathname } = new URL(url);
  if (!ASSET.test(pathname)) return nextLoad(url, context);
  return {
    format: 'module',
    shortCircuit: true,
    source: `export default ${JSON.stringify(`/assets/${pathname.split('/').pop()}`)};`,
  };
}
