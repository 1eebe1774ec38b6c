// A lazily loaded chunk fails as "ChunkLoadError: Loading chunk {id} failed. ({type}: {url})", where
// type is timeout (after 120 s), missing or error; CSS chunks fail as "Loading CSS chunk {id} failed".
const CHUNK_MESSAGE = /Loading (CSS )?chunk [\w/.-]+ failed|Failed to fetch dynamically imported module|Failed to load chunk/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_MESSAGE.test(error.message);
}
