import { csvCell, toCsv } from './csv';

test('cells with commas, quotes or line breaks are quoted, quotes doubled', () => {
  expect(csvCell('Rao, Asha')).toBe('"Rao, Asha"');
  expect(csvCell('He said "hi"')).toBe('"He said ""hi"""');
  expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
  expect(csvCell(null)).toBe('');
});

test('a cell a spreadsheet would run as a formula is defused', () => {
  expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
  expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  expect(csvCell('-1+HYPERLINK("http://x")')).toBe(`"'-1+HYPERLINK(""http://x"")"`);
  expect(csvCell('+5% a year?')).toBe("'+5% a year?");
});

test('a column written as typed (the validated phone number) keeps its leading +', () => {
  expect(csvCell('+91 98765 43210', true)).toBe('+91 98765 43210');
  expect(toCsv(['phone', 'message'], [{ phone: '+91 98765 43210', message: '+1 call me' }], ['phone'])).toBe(
    "phone,message\r\n+91 98765 43210,'+1 call me\r\n",
  );
});

test('a table is a header line and one CRLF-ended line per row', () => {
  expect(toCsv(['a', 'b'], [{ a: 'x', b: 1 }, { a: 'y' }])).toBe('a,b\r\nx,1\r\ny,\r\n');
});
