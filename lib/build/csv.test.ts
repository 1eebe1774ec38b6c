import { csvCell, toCsv } from './csv';

test('cells with commas, quotes or line breaks are quoted, quotes doubled', () => {
  expect(csvCell('Rao, Asha')).toBe('"Rao, Asha"');
  expect(csvCell('He said "hi"')).toBe('"He said ""hi"""');
  expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
  expect(csvCell(null)).toBe('');
});

test('a cell a spreadsheet would run as a formula is defused; a phone number is not', () => {
  expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
  expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  expect(csvCell('-A1')).toBe("'-A1");
  expect(csvCell('+91 98765 43210')).toBe('+91 98765 43210');
});

test('a table is a header line and one CRLF-ended line per row', () => {
  expect(toCsv(['a', 'b'], [{ a: 'x', b: 1 }, { a: 'y' }])).toBe('a,b\r\nx,1\r\ny,\r\n');
});
