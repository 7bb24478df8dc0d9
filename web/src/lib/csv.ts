/** CSV for a spreadsheet in French: `;` between fields (the comma is the decimal mark), UTF-8 with a BOM so Excel reads the accents. */
export function toCsv(headers: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  const field = (value: string | number | null) => {
    const text = value === null ? '' : typeof value === 'number' ? String(value).replace('.', ',') : value;
    return /[;"\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${[headers, ...rows].map((row) => row.map(field).join(';')).join('\r\n')}\r\n`;
}

/** Lets the browser save a CSV file. */
export function downloadCsv(filename: string, headers: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): void {
  const url = URL.createObjectURL(new Blob([toCsv(headers, rows)], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
