import { unreachable } from './frameWatch';

const SRC = 'https://www.google.com/maps?q=office&output=embed';

let fetchMock: jest.Mock;

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});

it('asks the frame’s own address, in no-cors mode and without cookies (fetch’s default sends them to the same origin only)', async () => {
  fetchMock.mockResolvedValue({ type: 'opaque' });
  await unreachable(SRC);
  expect(fetchMock.mock.calls[0]?.[1]).not.toHaveProperty('credentials', 'include');
  expect(fetchMock).toHaveBeenCalledWith(SRC, expect.objectContaining({ method: 'HEAD', mode: 'no-cors' }));
});

it('reports a host that answered, whatever it answered (an opaque response says nothing more)', async () => {
  fetchMock.mockResolvedValue({ type: 'opaque', status: 0 });
  await expect(unreachable(SRC)).resolves.toBe(false);
});

it('reports a host that cannot be reached: the request itself fails', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(unreachable(SRC)).resolves.toBe(true);
});
