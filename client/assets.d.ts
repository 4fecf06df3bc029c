// Files imported for their URL: esbuild's file loader (scripts/build.ts) turns each into a hashed file under
// /assets and the import into that URL, the same in the client and the server bundle.
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
