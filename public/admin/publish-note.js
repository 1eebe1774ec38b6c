// What Publish does, said beside Decap's Publish button where it is pressed. The words come from the
// shell page (lib/build/editor.ts writes them from content/editor.ts); Decap's editor is React's, so
// the note lives outside its tree (a fixed box under the button) and is tied to the button by
// aria-describedby, which React leaves alone because it never sets it.
(() => {
  const script = document.currentScript;
  if (!script) return;
  const { localBackend, local, live } = script.dataset;
  // Decap talks to its local proxy only when the editor is opened on this machine and the build names one.
  const onThisMachine = ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);
  const note = document.createElement('p');
  note.id = 'publish-note';
  note.className = 'publish-note';
  note.textContent = (localBackend === 'true' && onThisMachine ? local : live) ?? '';
  note.hidden = true;
  document.body.append(note);

  // Decap's toolbar control is a menu button (role="button", not always a <button>) labelled Publish.
  const publishButton = () =>
    [...document.querySelectorAll('button, [role="button"]')].find((button) => /^Publish/.test(button.textContent?.trim() ?? ''));

  let pending = false;
  const place = () => {
    pending = false;
    const button = publishButton();
    note.hidden = !button;
    if (!button) return;
    if (button.getAttribute('aria-describedby') !== note.id) button.setAttribute('aria-describedby', note.id);
    const box = button.getBoundingClientRect();
    note.style.top = `${Math.round(box.bottom + 8)}px`;
    note.style.right = `${Math.max(8, Math.round(document.documentElement.clientWidth - box.right))}px`;
  };
  const schedule = () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(place);
  };
  new MutationObserver(schedule).observe(document.body, { childList: true, subtree: true });
  window.addEventListener('resize', schedule);
  schedule();
})();
