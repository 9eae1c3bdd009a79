// The page's thin HTML layer over the canvas: what a browser does better than
// a canvas. It collects text for the app in window.ktInbox, which the app
// empties once a frame (src/app/web_bridge.cpp):
//   {kind: 'paste', text}         Ctrl+V / Cmd+V, or the app's Paste button
//   {kind: 'file', name, text}    text files dropped on the page, in order
//   {kind: 'typed', text}         an on-screen keyboard's characters
//   {kind: 'backspace'}           an on-screen keyboard's Backspace
//   {kind: 'notice', text}        something the person should read (a refused clipboard)
// (each item wakes the app's main loop if it rests: window.ktWake), and keeps an HTML text field over the app's active text field on touch
// screens, so that phones show their keyboard (window.ktOverlay.textEntry).
'use strict';
(function () {
  const inbox = (window.ktInbox = window.ktInbox || []);

  // SDL cancels every touch it handles. A touch the browser has made
  // uncancelable (one that starts during a fling) cannot be cancelled, and
  // trying logs a console error: only cancel what can be.
  if (window.TouchEvent) {
    const cancel = Event.prototype.preventDefault;
    TouchEvent.prototype.preventDefault = function preventDefault() { if (this.cancelable) cancel.call(this); };
  }
  const give = (item) => {
    inbox.push(item);
    if (window.ktWake) window.ktWake();
  };

  // SDL cancels the default action of every Ctrl key, which would stop the
  // browser's paste: Ctrl+V / Cmd+V is the browser's, not the app's. Where
  // nothing editable has the focus, a hidden field takes it for the moment of
  // the paste, so the browser has somewhere to paste and fires the event.
  let catcher = null;
  const editable = (el) => !!el && (el.isContentEditable || el.tagName === 'TEXTAREA' || el.tagName === 'INPUT');
  window.addEventListener('keydown', (event) => {
    if (!((event.ctrlKey || event.metaKey) && !event.altKey && (event.key === 'v' || event.key === 'V'))) return;
    event.stopPropagation();
    if (editable(document.activeElement)) return;
    if (!catcher) {
      catcher = document.createElement('textarea');
      catcher.setAttribute('aria-hidden', 'true');
      catcher.tabIndex = -1;
      Object.assign(catcher.style, { position: 'fixed', left: '-1000px', top: '0', width: '1px', height: '1px', opacity: '0' });
      document.body.appendChild(catcher);
    }
    catcher.focus({ preventScroll: true });
  }, true);

  document.addEventListener('paste', (event) => {
    const text = event.clipboardData ? event.clipboardData.getData('text/plain') : '';
    event.preventDefault();
    if (catcher && document.activeElement === catcher) catcher.blur();
    if (text) give({ kind: 'paste', text });
    else give({ kind: 'notice', text: 'Paste: the clipboard holds no text.' });
  });

  // Dropped files are read in the order they were dropped; a dropped
  // selection of text (no file) counts as a paste.
  window.addEventListener('dragover', (event) => {
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
  });
  window.addEventListener('drop', async (event) => {
    event.preventDefault();
    const data = event.dataTransfer;
    if (!data) return;
    const files = Array.from(data.files || []);
    if (files.length === 0) {
      const text = data.getData('text/plain');
      if (text) give({ kind: 'paste', text });
      return;
    }
    for (const file of files) {
      try {
        give({ kind: 'file', name: file.name, text: await file.text() });
      } catch (error) {
        give({ kind: 'notice', text: `Could not read the file ${file.name}: ${error.message || error}` });
      }
    }
  });

  async function pasteFromClipboard() {
    try {
      if (!navigator.clipboard || !navigator.clipboard.readText) throw new Error('this browser gives pages no clipboard');
      const text = await navigator.clipboard.readText();
      if (text) give({ kind: 'paste', text });
      else give({ kind: 'notice', text: 'Paste: the clipboard holds no text.' });
    } catch (error) {
      give({ kind: 'notice', text: `Paste: the browser refused to read the clipboard (${error.message || error}); ` +
                                    'press Ctrl+V (Cmd+V) instead.' });
    }
  }

  // The on-screen keyboard's field: invisible, never in the way of a finger,
  // focused while an app text field is active. Physical keys still reach the
  // app through SDL (which cancels their default action, so nothing lands
  // here twice); what an on-screen keyboard or an input method types arrives
  // as input events and is handed on.
  let entry = null;
  function makeEntry() {
    const area = document.createElement('textarea');
    area.id = 'kt-text-entry';
    area.setAttribute('autocapitalize', 'off');
    area.setAttribute('autocomplete', 'off');
    area.setAttribute('spellcheck', 'false');
    area.setAttribute('aria-label', 'text for the active field');
    area.tabIndex = -1;   // not a Tab stop: it follows the app's active field
    Object.assign(area.style, {
      position: 'fixed', left: '-1000px', top: '0px', width: '1px', height: '1px', opacity: '0.01',
      border: '0', padding: '0', margin: '0', resize: 'none', outline: 'none', background: 'transparent',
      color: 'transparent', caretColor: 'transparent', pointerEvents: 'none', fontSize: '16px', zIndex: '1',
    });
    area.addEventListener('beforeinput', (event) => {
      if (event.inputType === 'deleteContentBackward') {
        event.preventDefault();
        give({ kind: 'backspace' });
      }
    });
    area.addEventListener('input', (event) => {
      if (event.isComposing) return;
      if (event.data && event.inputType && event.inputType.startsWith('insert')) give({ kind: 'typed', text: event.data });
      area.value = '';
    });
    area.addEventListener('compositionend', (event) => {
      if (event.data) give({ kind: 'typed', text: event.data });
      area.value = '';
    });
    document.body.appendChild(area);
    return area;
  }
  function textEntry(active, x, y, w, h) {
    entry = entry || makeEntry();
    if (!active) {
      entry.style.left = '-1000px';
      if (document.activeElement === entry) entry.blur();
      return;
    }
    Object.assign(entry.style, { left: `${x}px`, top: `${y}px`, width: `${Math.max(w, 1)}px`, height: `${Math.max(h, 1)}px` });
    if (document.activeElement !== entry) entry.focus({ preventScroll: true });
  }

  window.ktOverlay = { pasteFromClipboard, textEntry };
})();
