// cssjanus ships no types; the platform uses its one function.
declare module 'cssjanus' {
  const cssjanus: { transform(css: string): string };
  export default cssjanus;
}
