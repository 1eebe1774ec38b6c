import { loadOnce } from './loadOnce';

test('shares one request among callers and keeps what it brought', async () => {
  const load = jest.fn(() => Promise.resolve('code'));
  const get = loadOnce(load);
  expect(get.loaded()).toBeNull();
  const [a, b] = await Promise.all([get(), get()]);
  expect([a, b]).toEqual(['code', 'code']);
  expect(get.loaded()).toBe('code');
  await get();
  expect(load).toHaveBeenCalledTimes(1);
});

test('forgets a failure, so the next call tries again', async () => {
  const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('code');
  const get = loadOnce(load);
  await expect(get()).rejects.toThrow('offline');
  expect(get.loaded()).toBeNull();
  await expect(get()).resolves.toBe('code');
  expect(load).toHaveBeenCalledTimes(2);
});
