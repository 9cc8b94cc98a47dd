/** `import text from './entry?inline-script'`: the entry bundled as an inline script (build/webpack.mjs). */
declare module '*?inline-script' {
  const script: string;
  export default script;
}
