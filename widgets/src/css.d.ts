/** A stylesheet imported as its text: minified by the build's css-text plugin, by Vite in tests. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
