// The patient search's date rule: staff type a date of birth as they read it, dd.MM.yyyy (also d.M.yyyy).

/** yyyy-MM-dd for a real calendar date typed as dd.MM.yyyy, else null (then the text search applies). */
export function germanDateToIso(value: string): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}
