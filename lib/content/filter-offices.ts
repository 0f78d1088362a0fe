/** Case-insensitive substring match on the city name (SPEC §2 Areas covered); an empty query keeps every office. */
export function filterOffices<T extends { cityName: string }>(offices: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  return q ? offices.filter((o) => o.cityName.toLowerCase().includes(q)) : [...offices];
}
