/** validateSearch helper for routes taking ?redirect= (and friends) as optional strings. */
export function optionalStrings<K extends string>(...keys: K[]) {
  return (search: Record<string, unknown>): { [P in K]?: string } => {
    const out: { [P in K]?: string } = {};
    for (const key of keys) {
      const value = search[key];
      if (typeof value === 'string' && value) out[key] = value;
    }
    return out;
  };
}
