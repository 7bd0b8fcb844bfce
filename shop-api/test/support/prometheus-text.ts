/** The value of the one sample of `name` whose labels include `labels`, from Prometheus text. */
export function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const values = text
    .split('\n')
    .map((line) => /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line))
    .filter((match) => match !== null && match[1] === name)
    .filter((match) => {
      const found = Object.fromEntries(
        [...(match?.[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v]),
      );
      return Object.entries(labels).every(([key, value]) => found[key] === value);
    })
    .map((match) => Number(match?.[3]));
  if (values.length !== 1) throw new Error(`${values.length} samples of ${name} match`);
  return values[0] ?? Number.NaN;
}
