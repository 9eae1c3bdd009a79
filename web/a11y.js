// The page's accessible layer over the canvas (src/app/a11y_layer.h is the
// app's side). What a canvas cannot give a screen reader or a keyboard, HTML
// does:
//   - the message line: a status line (role=status, aria-live) where people
//     look, above the board or under it on a phone, in the tone of what it says;
//   - the board as a grid (role=grid) of named squares ("e4, knight, move 1"),
//     one Tab stop: the arrow keys move a focus square (the app draws it on
//     the board), Enter or Space acts on it, digits type into a clue puzzle;
//     boards over 32 squares a side are one cell that names the focus square;
//   - a mirror of the panel's widgets as real buttons and checkboxes laid
//     over them, which Tab and Shift+Tab reach (with a focus ring; past the
//     last one in view they scroll the panel) and Enter or Space press (the
//     app presses the widget itself); Escape closes menus;
//   - a polite live line for each step's "Why" and puzzle results.
// The app calls window.ktA11y when something changed; the layer answers
// through window.ktA11yInbox, which the app empties once a frame.
'use strict';
(function () {
  const inbox = (window.ktA11yInbox = window.ktA11yInbox || []);
  // Each request wakes the app's main loop if it rests (main_loop_rest.h).
  const send = (item) => { inbox.push(item); if (window.ktWake) window.ktWake(); };
  const make = (tag, props = {}, attrs = {}) => {
    const node = Object.assign(document.createElement(tag), props);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    return node;
  };

  const root = make('div', { id: 'kt-a11y' });
  const TONES = ['info', 'success', 'warning', 'error'];
  const TONE_WORDS = ['', 'Done: ', 'Warning: ', 'Error: '];
  const ICONS = ['\u2139', '\u2713', '\u26a0', '\u2715'];
  const message = make('div', { id: 'kt-message', className: 'kt-message kt-empty' },
                       { role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' });
  const toneWord = make('span', { className: 'kt-vh' });
  const icon = make('span', { className: 'kt-icon' }, { 'aria-hidden': 'true' });
  const messageText = make('span', { className: 'kt-text' });
  message.append(toneWord, icon, messageText);

  const boardRegion = make('div', { id: 'kt-board-region', className: 'kt-vh' });
  const grid = make('table', { id: 'kt-board' }, { role: 'grid', 'aria-label': 'Board', 'aria-describedby': 'kt-board-summary' });
  const summary = make('p', { id: 'kt-board-summary' });
  const tourText = make('p', { id: 'kt-tour' });
  boardRegion.append(grid, summary, tourText);
  boardRegion.tabIndex = -1;   // a clipped box counts as a scroller, which Tab would stop at
  grid.tabIndex = -1;

  const controls = make('div', { id: 'kt-controls' }, { role: 'group', 'aria-label': 'Panel controls' });
  const narration = make('div', { id: 'kt-narration', className: 'kt-vh' }, { 'aria-live': 'polite', 'aria-atomic': 'true' });
  root.append(message, boardRegion, controls, narration);

  function attach() { if (!root.isConnected) document.body.appendChild(root); }
  // How tall the message line wrapped: on a phone the app starts the panel below it.
  let messageHeight = 0;
  new ResizeObserver(() => {
    const h = Math.ceil(message.getBoundingClientRect().height);
    if (h !== messageHeight) send({ kind: 'message-height', by: (messageHeight = h) });
  }).observe(message);
  if (document.body) attach(); else document.addEventListener('DOMContentLoaded', attach);

  // ---- The message line ----------------------------------------------------
  let shownSerial = -1;
  let shownText = '';
  function showMessage(text, tone, serial, x, y, w, h) {
    Object.assign(message.style, { left: `${x}px`, top: `${y}px`, width: `${w}px`, minHeight: `${h}px` });
    if (serial === shownSerial) return;
    shownSerial = serial;
    const t = TONES[tone] ? tone : 0;
    message.className = `kt-message kt-${TONES[t]}${text ? '' : ' kt-empty'}`;
    icon.textContent = text ? ICONS[t] : '';
    const put = () => { toneWord.textContent = text ? TONE_WORDS[t] : ''; messageText.textContent = text; };
    if (text && text === shownText) {
      // The same words again: empty the region for a moment so that it is read again.
      messageText.textContent = '';
      setTimeout(put, 60);
    } else {
      put();
    }
    shownText = text;
  }

  // ---- The board grid ------------------------------------------------------
  let board = { rows: 0, cols: 0, listed: true, col_names: [], row_names: [] };
  let cells = [];          // cells[r][c]: td, r = 0 the top row
  let focusR = -1;
  let focusC = -1;
  let builtFor = '';
  const squareName = (r, c) => `${board.col_names[c]}${board.row_names[r]}`;
  const inGrid = (el) => !!el && grid.contains(el);

  function buildGrid() {
    grid.textContent = '';
    cells = [];
    const head = make('tr', {}, { role: 'row' });
    head.appendChild(make('td', {}, { role: 'presentation' }));
    const listed = board.listed;
    if (listed) for (const name of board.col_names) head.appendChild(make('th', { textContent: name }, { role: 'columnheader', scope: 'col' }));
    if (listed) grid.appendChild(head);
    const rows = listed ? board.rows : 1;
    for (let r = 0; r < rows; ++r) {
      const tr = make('tr', {}, { role: 'row' });
      const line = [];
      if (listed) tr.appendChild(make('th', { textContent: board.row_names[r] }, { role: 'rowheader', scope: 'row' }));
      for (let c = 0; c < (listed ? board.cols : 1); ++c) {
        const td = make('td', { tabIndex: -1 }, { role: 'gridcell' });
        td.dataset.r = r;
        td.dataset.c = c;
        tr.appendChild(td);
        line.push(td);
      }
      grid.appendChild(tr);
      cells.push(line);
    }
    builtFor = `${board.rows}x${board.cols}:${listed}`;
  }

  function cellAt(r, c) { return board.listed ? cells[r] && cells[r][c] : cells[0] && cells[0][0]; }

  // The one cell that Tab reaches (roving tabindex).
  function setRover(r, c, focus) {
    focusR = r;
    focusC = c;
    for (const line of cells) for (const td of line) td.tabIndex = -1;
    const td = cellAt(r, c);
    if (!td) return;
    td.tabIndex = 0;
    if (!board.listed) {
      const name = squareName(r, c);
      if (!td.textContent.startsWith(`${name},`)) td.textContent = name;
    }
    if (focus && document.activeElement !== td) td.focus({ preventScroll: true });
    if (focus || inGrid(document.activeElement)) send({ kind: 'focus', square: squareName(r, c) });
  }

  function showBoard(data) {
    const focused = inGrid(document.activeElement);
    board = data;
    grid.setAttribute('aria-label', `Board, ${data.rows} by ${data.cols}`);
    if (builtFor !== `${data.rows}x${data.cols}:${data.listed}`) {
      buildGrid();
      focusR = focusC = -1;
    }
    if (data.listed) {
      data.cells.forEach((line, r) => line.forEach((text, c) => {
        if (cells[r][c].textContent !== text) cells[r][c].textContent = text;
      }));
    } else if (data.focus_text && focusR >= 0 && data.focus === squareName(focusR, focusC)) {
      cells[0][0].textContent = data.focus_text;
    }
    summary.textContent = data.summary;
    tourText.textContent = data.tour;
    if (focusR < 0 || focusR >= data.rows || focusC >= data.cols) {
      // Start where the knight stands, else at the bottom-left square (a1).
      const knight = /knight on ([a-z]+)(\d+)/.exec(data.summary);
      const c = knight ? data.col_names.indexOf(knight[1]) : 0;
      const r = knight ? data.row_names.indexOf(knight[2]) : data.rows - 1;
      setRover(r >= 0 ? r : data.rows - 1, c >= 0 ? c : 0, focused);
    }
  }

  grid.addEventListener('focusin', () => {
    if (focusR >= 0) send({ kind: 'focus', square: squareName(focusR, focusC) });
  });
  grid.addEventListener('focusout', (event) => {
    if (!inGrid(event.relatedTarget)) send({ kind: 'focus', square: '' });
  });

  function gridKey(event) {
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const key = event.key;
    if (moves[key]) {
      const [dr, dc] = moves[key];
      setRover(Math.min(board.rows - 1, Math.max(0, focusR + dr)), Math.min(board.cols - 1, Math.max(0, focusC + dc)), true);
    } else if (key === 'Home' || key === 'End') {
      setRover(focusR, key === 'Home' ? 0 : board.cols - 1, true);
    } else if (key === 'PageUp' || key === 'PageDown') {
      setRover(key === 'PageUp' ? 0 : board.rows - 1, focusC, true);
    } else if (key === 'Enter' || key === ' ') {
      send({ kind: 'act', square: squareName(focusR, focusC) });
    } else if (/^[0-9]$/.test(key)) {
      send({ kind: 'key', key });
    } else if (key === 'Backspace' || key === 'Delete') {
      send({ kind: 'key', key: '\b' });
    } else if (key === 'z' || key === 'y') {
      send({ kind: 'key', key });
    } else {
      return;
    }
    event.preventDefault();
  }

  // ---- The panel's widgets as real controls --------------------------------
  const mirrors = new Map();   // key -> button
  let textActive = false;
  let opener = null;           // the mirror whose press opened a menu: focus returns to it
  let pressedKey = null;       // the mirror pressed last, for a second: a menu that opens is its
  let pressedAt = 0;
  const inControls = (el) => !!el && controls.contains(el);
  const isPopup = (win) => /^##(Combo|Popup)_/.test(win);

  function widgetName(label) {
    const cut = label.indexOf('##');
    // "Step >" and "< Back" read as Step and Back.
    const shown = (cut < 0 ? label : label.slice(0, cut)).replace(/^[<>]\s+|\s+[<>]$/g, '').trim();
    const id = cut < 0 ? '' : label.slice(cut).replace(/^#+/, '').replace(/_/g, ' ');
    if (!shown) return id || 'unnamed control';
    if (shown === '-' || shown === '+') return `${shown === '-' ? 'minus' : 'plus'} ${id}`.trim();
    return shown;
  }

  // The panel's scroll: Tab past the last control in view scrolls it on (a
  // control out of view is not laid out, so it has no mirror yet).
  let panel = { y: 0, max: 0 };
  let pendingTab = null;   // {key, back, y, at}: the control Tab left as the panel scrolled

  function showWidgets(data) {
    const list = data.widgets;
    panel = data.panel;
    const focused = document.activeElement;
    const focusedKey = inControls(focused) ? focused.dataset.key : null;
    const hadPopup = [...mirrors.values()].some((b) => isPopup(b.dataset.window));
    const seen = new Set();
    const order = [];
    // Menus first, so that Tab goes into an open menu; then the panel as it
    // reads, line by line (the tab bar's items together, before the tab's page).
    const byPlace = (a, b) => Math.round(a.y) - Math.round(b.y) || a.x - b.x;
    const sorted = list.filter((w) => isPopup(w.window)).concat(list.filter((w) => !isPopup(w.window)).sort(byPlace));
    for (const w of sorted) {
      const key = `${w.window}/${w.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      let button = mirrors.get(key);
      if (!button) {
        button = make('button', { type: 'button', className: 'kt-control', tabIndex: 0 });
        button.dataset.key = key;
        button.dataset.id = String(w.id);
        button.dataset.window = w.window;
        mirrors.set(key, button);
      }
      const name = widgetName(w.label);
      if (button.getAttribute('aria-label') !== name) button.setAttribute('aria-label', name);
      if (w.kind === 'checkbox') {
        button.setAttribute('role', 'checkbox');
        button.setAttribute('aria-checked', String(!!w.checked));
      } else if (w.kind === 'opener') {
        button.setAttribute('aria-expanded', String(!!w.checked));
      }
      const v = w.visible;
      const shown = v.w > 0 && v.h > 0;
      button.dataset.shown = shown ? '1' : '';
      Object.assign(button.style, shown
        ? { left: `${v.x}px`, top: `${v.y}px`, width: `${v.w}px`, height: `${v.h}px` }
        : { left: `${w.x}px`, top: '0px', width: '1px', height: '1px' });
      order.push(button);
    }
    for (const [key, button] of mirrors) if (!seen.has(key)) { button.remove(); mirrors.delete(key); }
    order.forEach((button, i) => {
      if (controls.children[i] !== button) controls.insertBefore(button, controls.children[i] || null);
    });
    if (pendingTab && performance.now() - pendingTab.at > 1000) pendingTab = null;   // the panel did not move
    const popupNow = order.find((b) => isPopup(b.dataset.window));
    if (popupNow && !hadPopup && pressedKey && performance.now() - pressedAt < 3000) {
      // A menu opened from the keyboard: into it, at its chosen item if it shows one.
      // (Within 3 s: a phone's panel may first scroll the control into view.)
      opener = pressedKey;
      pressedKey = null;
      popupNow.focus({ preventScroll: true });
    } else if (pendingTab && panel.y !== pendingTab.y) {
      // Scrolled: on to the next control in view after the one Tab left.
      const inPanel = order.filter((b) => !isPopup(b.dataset.window));
      const from = inPanel.findIndex((b) => b.dataset.key === pendingTab.key);
      const step = pendingTab.back ? -1 : 1;
      let next = null;
      for (let i = from < 0 ? (pendingTab.back ? inPanel.length - 1 : 0) : from + step; i >= 0 && i < inPanel.length; i += step)
        if (inPanel[i].dataset.shown) { next = inPanel[i]; break; }
      pendingTab = null;
      if (next) next.focus({ preventScroll: true });
    } else if (focusedKey && mirrors.get(focusedKey) && document.activeElement !== mirrors.get(focusedKey)) {
      mirrors.get(focusedKey).focus({ preventScroll: true });
    } else if (focusedKey && !mirrors.get(focusedKey) && opener && mirrors.get(opener)) {
      mirrors.get(opener).focus({ preventScroll: true });   // the menu closed under the focus
      opener = null;
    }
  }

  controls.addEventListener('click', (event) => {
    const button = event.target.closest('.kt-control');
    if (!button) return;
    pressedKey = button.dataset.key;
    pressedAt = performance.now();
    send({ kind: 'press', id: Number(button.dataset.id) });
  });
  controls.addEventListener('focusin', (event) => {
    const button = event.target.closest('.kt-control');
    // A control that takes the focus is brought wholly into view (the app scrolls only when it is not).
    if (button) send({ kind: 'reveal', id: Number(button.dataset.id) });
  });

  function controlKey(event) {
    if (event.key === 'Escape') {
      send({ kind: 'escape' });
      const back = opener && mirrors.get(opener);
      opener = null;
      if (back) back.focus({ preventScroll: true });
      event.preventDefault();
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      // Up and down walk a menu's items, as in any menu.
      const here = document.activeElement;
      if (!isPopup(here.dataset.window || '')) return;
      const items = [...controls.children].filter((b) => b.dataset.window === here.dataset.window);
      const next = items[items.indexOf(here) + (event.key === 'ArrowDown' ? 1 : -1)];
      if (next) next.focus({ preventScroll: true });
      event.preventDefault();
    }
  }

  // Tab from the last control in view (Shift+Tab from the first) while the
  // panel scrolls further: scroll it, and the focus goes to the first control
  // that comes into view.
  function tabAtEdge(event, active) {
    const inPanel = [...controls.children].filter((b) => !isPopup(b.dataset.window));
    const i = inPanel.indexOf(active);
    const back = event.shiftKey;
    const neighbour = inPanel[i + (back ? -1 : 1)];
    if (i < 0 || !active.dataset.shown || (neighbour && neighbour.dataset.shown)) return;
    if (back ? panel.y <= 0 : panel.y >= panel.max) return;
    event.preventDefault();
    pendingTab = { key: active.dataset.key, back, y: panel.y, at: performance.now() };
    send({ kind: 'scroll', by: back ? -1 : 1 });
  }

  // ---- Keys: the layer's own, kept from the app's key handling ------------
  // The app (SDL) listens on the window and cancels what it handles; keys
  // for the layer stop here, in the capture phase, before it sees them. Tab
  // is always the browser's: it moves between the board and the controls.
  function filter(event) {
    const active = document.activeElement;
    if (event.key === 'Tab' && !event.ctrlKey && !event.altKey && !event.metaKey) {
      event.stopPropagation();
      if (event.type === 'keydown' && inControls(active)) tabAtEdge(event, active);
      return;
    }
    if (inGrid(active)) {
      if (event.type === 'keydown') gridKey(event);
      event.stopPropagation();
    } else if (inControls(active)) {
      if (textActive) return;   // typing (and Enter, Escape) goes to the active text field
      if (event.type === 'keydown') controlKey(event);
      event.stopPropagation();
    }
  }
  for (const type of ['keydown', 'keyup', 'keypress']) window.addEventListener(type, filter, true);

  window.ktA11y = {
    message: showMessage,
    board: showBoard,
    widgets: showWidgets,
    textInput(active) { textActive = active; },
    narration(text) { if (narration.textContent !== text) narration.textContent = text; },
  };
})();
