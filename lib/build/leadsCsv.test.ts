import { istTime, leadsCsv, UTF8_BOM } from './leadsCsv';

const row = {
  reference: 'KPR-482',
  created_at: '2026-11-27T09:00:00.000Z',
  name: 'आशा राव',
  phone: '+91-98765-43210',
  email: '',
  service: '=HYPERLINK("http://x")',
  language: 'Hindi',
  message: '-2+3',
  notified_at: null,
  notify_failed_at: null,
};

test('the file starts with a byte-order mark, so Excel on Windows reads it as UTF-8', () => {
  const csv = leadsCsv([row]);
  expect(csv.startsWith(UTF8_BOM)).toBe(true);
  expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(csv).toContain('आशा राव');
});

test('no cell can start a formula: the phone as typed and in E.164 form are text too', () => {
  const [, line] = leadsCsv([row]).slice(1).split('\r\n');
  const cells = line!.split(',');
  expect(cells[4]).toBe("'+91-98765-43210");
  expect(cells[5]).toBe("'+919876543210");
  expect(line).toContain(`"'=HYPERLINK(""http://x"")"`);
  expect(line).toContain("'-2+3");
  for (const cell of cells) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@\t\r]/);
});

test('a column gives the time in India beside the stored UTC time', () => {
  expect(istTime('2026-11-27T20:45:00.000Z')).toBe('2026-11-28 02:15 IST');
  expect(istTime(null)).toBe('');
  const [header, line] = leadsCsv([row]).slice(1).split('\r\n');
  expect(header!.split(',').slice(0, 3)).toEqual(['reference', 'received_ist', 'created_at']);
  expect(line!.split(',')[1]).toBe('2026-11-27 14:30 IST');
});
