// A third-party frame the visitor asked for (the office map, a YouTube video) that cannot load must
// not leave the browser's broken-page icon in the page. The frame itself cannot say: its
// `load` event fires for the browser's error page too, and a cross-origin document cannot be read.
// So the page asks the network directly: a HEAD request to the frame's own address, in no-cors mode,
// resolves (with an opaque answer) whenever the host answered at all, and rejects when it cannot be
// reached: a name that does not resolve, a blocker, a company proxy, no connection. The request carries
// no cookies (fetch's default credentials are same-origin only) and, by the site's referrer policy, the
// origin only, and goes where the frame itself is going, so the host learns nothing the frame did not. A frame that is merely slow needs no script: the message lies under the frame
// and shows after a few seconds unless the frame has painted over it (.embed-failed, app/globals.css).

/** Whether the host of a frame's address cannot be reached (true), once the network has answered. */
export function unreachable(src: string): Promise<boolean> {
  return fetch(src, { method: 'HEAD', mode: 'no-cors' }).then(
    () => false,
    () => true,
  );
}
