// The in-page half of the layout checks (test/browser/page-sweep.ts): runs in the browser with page.evaluate
// and returns one line per problem, each naming the element. Kept free of imports: it is serialized into the page.

/** The widths every page is checked at (decision 122). */
export const LAYOUT_WIDTHS = [320, 375, 568, 768, 1024, 1280, 1440] as const;

export interface LayoutCheckOptions {
  /** Also check that every img and outermost inline svg in main has width and height (once per page is enough). */
  sizes: boolean;
  /** Also look for orphaned cards: a card grid whose last row is short and starts at the left (ORPHAN_WIDTHS). */
  orphans?: boolean;
}

/** The widths the orphan-card check runs at: a phone, a tablet and a desktop. */
export const ORPHAN_WIDTHS: readonly number[] = [375, 768, 1280];

export function layoutProblems(opts: LayoutCheckOptions): string[] {
  const problems: string[] = [];
  const vw = document.documentElement.clientWidth;

  const describe = (el: Element): string => {
    const tag = el.tagName.toLowerCase();
    // Ids made by React's useId (_R_..., «r0») change with the tree: name the element by its classes instead.
    const stableId = (e: Element) => (e.id && !/^_R_|[«:]/.test(e.id) ? e.id : '');
    const id = stableId(el) ? `#${el.id}` : '';
    const cls =
      typeof el.className === 'string' && el.className.trim()
        ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}`
        : '';
    const label = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? el.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 50);
    let parent = el.parentElement;
    let where = '';
    for (let i = 0; parent && i < 2; i++, parent = parent.parentElement) {
      if (stableId(parent)) {
        where = ` in #${parent.id}`;
        break;
      }
      if (typeof parent.className === 'string' && parent.className.trim()) {
        where = ` in .${parent.className.trim().split(/\s+/)[0]}`;
        break;
      }
    }
    return `${tag}${id}${cls}${label ? ` "${label}"` : ''}${where}`;
  };

  /**
   * Not rendered: display none (no boxes), skipped by `content-visibility: hidden` (the content of a closed
   * <details> sits in such a box, ::details-content, kept for find-in-page: asked for its rectangles, Chromium lays
   * it out anyway, inside the closed disclosure's narrow box, though nothing of it is drawn), visibility hidden, or
   * fully transparent.
   */
  const rendered = (el: Element): boolean => {
    if (el.getClientRects().length === 0 || !el.checkVisibility()) return false;
    const cs = getComputedStyle(el);
    if (cs.visibility !== 'visible') return false;
    for (let e: Element | null = el; e; e = e.parentElement) if (getComputedStyle(e).opacity === '0') return false;
    return true;
  };

  /**
   * The part of an element's box that can be seen: its rectangle cut by every ancestor that clips it. An
   * absolutely positioned element escapes the overflow of ancestors between it and its containing block (the
   * nearest positioned ancestor), a fixed one that of every ancestor without a transform.
   */
  const visibleRect = (el: Element): DOMRect | null => {
    const r = el.getBoundingClientRect();
    let left = r.left,
      top = r.top,
      right = r.right,
      bottom = r.bottom;
    let escaping = getComputedStyle(el).position;
    for (let p = el.parentElement; p && p !== document.documentElement; p = p.parentElement) {
      const cs = getComputedStyle(p);
      const transformed = cs.transform !== 'none' || cs.filter !== 'none' || cs.contain.includes('paint');
      if (escaping === 'fixed' && !transformed) continue;
      if (escaping === 'absolute' && cs.position === 'static' && !transformed) continue;
      const clipX = cs.overflowX !== 'visible';
      const clipY = cs.overflowY !== 'visible';
      if (clipX || clipY) {
        const pr = p.getBoundingClientRect();
        if (clipX) {
          left = Math.max(left, pr.left);
          right = Math.min(right, pr.right);
        }
        if (clipY) {
          top = Math.max(top, pr.top);
          bottom = Math.min(bottom, pr.bottom);
        }
      }
      escaping = cs.position;
    }
    if (right - left < 1 || bottom - top < 1) return null;
    return new DOMRect(left, top, right - left, bottom - top);
  };

  /** Visually hidden (the .visually-hidden pattern, skip links off screen until focused). */
  const visuallyHidden = (el: Element): boolean => {
    const r = el.getBoundingClientRect();
    if (r.width <= 1 && r.height <= 1) return true;
    if (el.matches('.skip-link, .visually-hidden, .visually-hidden *')) return true;
    return r.bottom < 0 && getComputedStyle(el).position === 'absolute';
  };

  const inertOrHidden = (el: Element): boolean => !!el.closest('[inert], [aria-hidden="true"]');

  // 1. No horizontal overflow of the page; name the outermost elements that stick out past the viewport and are
  // not clipped by a scrolling or clipping ancestor (those are the ones that widen the page).
  const scrollW = document.documentElement.scrollWidth;
  if (scrollW > vw + 1) {
    const out: Element[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const raw = el.getBoundingClientRect();
      if (raw.width === 0 || (raw.right <= vw + 1 && raw.left >= -1)) continue;
      const r = visibleRect(el);
      if (!r || (r.right <= vw + 1 && r.left >= -1) || !rendered(el)) continue;
      if (out.some((o) => o.contains(el))) continue;
      out.push(el);
    }
    problems.push(
      `page scrolls sideways (${scrollW} px wide): ${[...new Set(out.map((e) => describe(e)))].slice(0, 4).join('; ') || 'no single element found'}`,
    );
  }

  // 2. Buttons and links: the label stays on one line inside its box.
  const controls = Array.from(
    document.querySelectorAll(
      'button, a[href], [role="button"], [role="tab"], summary, input[type="submit"], input[type="button"]',
    ),
  ).filter((el) => rendered(el) && !visuallyHidden(el) && !inertOrHidden(el) && visibleRect(el));
  const isInline = (el: Element) =>
    getComputedStyle(el).display.startsWith('inline') || getComputedStyle(el).display === 'contents';
  for (const el of controls) {
    const cs = getComputedStyle(el);
    const label = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (el.tagName === 'A' && cs.display === 'inline') {
      // A link in running text may wrap like the text; a link that is its block's whole content may not.
      let block = el.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      if (!block || (block.textContent ?? '').replace(/\s+/g, ' ').trim() !== label) continue;
    }
    // A sentence (five words or more: a strip message, an FAQ question, a card's description) may wrap, except on
    // a control drawn as a button; a short label (a menu item, "Go to dashboard", a phone number) may not.
    const buttonLike =
      el.matches('.button, [class*="btn"], [class*="button"]') ||
      (el.tagName === 'BUTTON' && !el.hasAttribute('aria-expanded'));
    // Text is grouped by the block it flows in (a card link holds a heading and a line of text: two blocks, each
    // may take one line); a group on more than one line is a wrapped label.
    const groups = new Map<Element, DOMRect[]>();
    const all: DOMRect[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.textContent?.trim()) continue;
      const parent = n.parentElement!;
      if (!rendered(parent) || visuallyHidden(parent)) continue;
      let block: Element = parent;
      while (block !== el && isInline(block)) block = block.parentElement!;
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const r of Array.from(range.getClientRects())) {
        if (r.width <= 0.5 || r.height <= 0.5) continue;
        all.push(r);
        groups.set(block, [...(groups.get(block) ?? []), r]);
      }
    }
    if (all.length === 0) continue;
    let lines = 1;
    for (const [block, rects] of groups) {
      const words = (block.textContent ?? '').trim().split(/\s+/).length;
      if (words >= 5 && !buttonLike) continue;
      rects.sort((a, b) => a.top - b.top);
      let n = 1;
      let lineBottom = rects[0].bottom;
      for (const r of rects.slice(1)) {
        if (r.top >= lineBottom - 2) {
          n++;
          lineBottom = r.bottom;
        } else lineBottom = Math.max(lineBottom, r.bottom);
      }
      lines = Math.max(lines, n);
    }
    if (lines > 1) problems.push(`label wraps onto ${lines} lines: ${describe(el)}`);
    const box = el.getBoundingClientRect();
    const sticksOut = all.some((r) => r.right > box.right + 1 || r.left < box.left - 1);
    const clipped = cs.display !== 'inline' && el.scrollWidth > el.clientWidth + 1 && cs.overflowX !== 'visible';
    if (sticksOut || clipped) problems.push(`label overflows its box: ${describe(el)}`);
  }

  // 3. No two interactive elements overlap (fixed and sticky bars are compared only with their own contents).
  const interactive = Array.from(
    document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [tabindex]:not([tabindex="-1"])',
    ),
  )
    .filter((el) => rendered(el) && !visuallyHidden(el) && !inertOrHidden(el))
    .map((el) => {
      let layer: Element | null = null;
      for (let p: Element | null = el; p; p = p.parentElement) {
        const pos = getComputedStyle(p).position;
        if (pos === 'fixed' || pos === 'sticky') layer = p;
      }
      return { el, rect: visibleRect(el), layer };
    })
    .filter((x): x is { el: Element; rect: DOMRect; layer: Element | null } => x.rect !== null);
  const seen = new Set<string>();
  for (let i = 0; i < interactive.length; i++) {
    for (let j = i + 1; j < interactive.length; j++) {
      const a = interactive[i];
      const b = interactive[j];
      if (a.layer !== b.layer) continue;
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      const w = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const h = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      if (w > 2 && h > 2) {
        const line = `overlap: ${describe(a.el)} and ${describe(b.el)} (${Math.round(w)}x${Math.round(h)} px)`;
        if (!seen.has(line)) {
          seen.add(line);
          problems.push(line);
        }
      }
    }
  }

  // 4. Every img and outermost inline svg in main has its size in the markup.
  if (opts.sizes) {
    for (const el of Array.from(document.querySelectorAll('main img, main svg'))) {
      if (el.tagName.toLowerCase() === 'svg' && el.parentElement?.closest('svg')) continue;
      const w = el.getAttribute('width');
      const h = el.getAttribute('height');
      if (!w || !h || !(Number(w) > 0) || !(Number(h) > 0)) {
        problems.push(
          `no width/height attributes: ${describe(el)}${el.getAttribute('class') ? '' : ` (${el.outerHTML.slice(0, 60)})`}`,
        );
      }
    }
  }
  // 5. A paragraph whose text is centred sits centred: a paragraph's measure (base.css) makes its box narrower than a
  // wide block, and without auto side margins that box, text and all, stays at the block's left.
  for (const el of Array.from(document.querySelectorAll('p'))) {
    const parent = el.parentElement;
    if (!parent || getComputedStyle(el).textAlign !== 'center' || !rendered(el) || visuallyHidden(el)) continue;
    const ps = getComputedStyle(parent);
    if (ps.display !== 'block') continue;
    const r = el.getBoundingClientRect();
    const pr = parent.getBoundingClientRect();
    const left = pr.left + parseFloat(ps.borderLeftWidth) + parseFloat(ps.paddingLeft);
    const right = pr.right - parseFloat(ps.borderRightWidth) - parseFloat(ps.paddingRight);
    const off = (r.left + r.right) / 2 - (left + right) / 2;
    if (Math.abs(off) > 2)
      problems.push(`centred text ${Math.round(off)} px off the centre of its block: ${describe(el)}`);
  }
  // 6. No orphaned cards: in a grid of cards (display grid, or flex with wrapping), a row that holds fewer cards than
  // the grid has columns either is centred or spans the grid's width. A short row that starts at the left edge leaves
  // a hole on its right ("Analytics" alone under three cards; one half-width card with nothing beside it).
  if (opts.orphans) {
    const px = (v: string) => parseFloat(v) || 0;
    // A card: a box of some size that holds a heading or is drawn as a box (border, background, shadow). Buttons,
    // chips and form fields are smaller, or hold a form control without a heading.
    const drawnAsBox = (cs: CSSStyleDeclaration) =>
      px(cs.borderTopWidth) + px(cs.borderLeftWidth) > 0 ||
      cs.boxShadow !== 'none' ||
      cs.backgroundImage !== 'none' ||
      !/rgba\(0, 0, 0, 0\)|transparent/.test(cs.backgroundColor);
    const cardLike = (el: Element, r: DOMRect) => {
      if (r.width < 100 || r.height < 64) return false;
      const heading = el.matches('h2, h3, h4, h5, h6') || !!el.querySelector('h2, h3, h4, h5, h6, [role="heading"]');
      if (!heading && el.querySelector('input, select, textarea')) return false;
      return heading || drawnAsBox(getComputedStyle(el));
    };
    for (const grid of Array.from(document.querySelectorAll('main *'))) {
      const cs = getComputedStyle(grid);
      const isGrid = cs.display === 'grid' || cs.display === 'inline-grid';
      const wraps = (cs.display === 'flex' || cs.display === 'inline-flex') && cs.flexWrap === 'wrap';
      if ((!isGrid && !wraps) || (wraps && cs.flexDirection.startsWith('column')) || !rendered(grid)) continue;
      const items = Array.from(grid.children)
        .filter((c) => rendered(c) && !['absolute', 'fixed'].includes(getComputedStyle(c).position))
        .map((el) => ({ el, r: el.getBoundingClientRect() }));
      if (items.length === 0 || !items.every((i) => cardLike(i.el, i.r))) continue;
      // Rows, top to bottom: an item starts a new row when it begins below the middle of the row before.
      const rows: (typeof items)[] = [];
      for (const i of [...items].sort((a, b) => a.r.top - b.r.top || a.r.left - b.r.left)) {
        const row = rows[rows.length - 1];
        if (row && i.r.top < row[0].r.top + Math.min(...row.map((x) => x.r.height)) / 2) row.push(i);
        else rows.push([i]);
      }
      for (const row of rows) row.sort((a, b) => a.r.left - b.r.left);
      // Columns: the grid's tracks that hold room (auto-fit collapses empty ones), or a wrapping row's first row.
      const gr = grid.getBoundingClientRect();
      const contentLeft = gr.left + px(cs.borderLeftWidth) + px(cs.paddingLeft);
      const tracks = isGrid
        ? cs.gridTemplateColumns
            .split(' ')
            .map(px)
            .filter((w) => w > 0.5)
        : [];
      const columns = isGrid ? tracks.length : rows[0].length;
      if (columns < 2) continue;
      const fullLeft = isGrid ? contentLeft : rows[0][0].r.left;
      const fullRight = isGrid
        ? contentLeft + tracks.reduce((a, b) => a + b, 0) + px(cs.columnGap) * (tracks.length - 1)
        : Math.max(...rows[0].map((x) => x.r.right));
      const column = (fullRight - fullLeft) / columns;
      const last = rows[rows.length - 1];
      const left = last[0].r.left;
      const right = Math.max(...last.map((x) => x.r.right));
      const short = last.length < Math.max(columns, rows[0].length) && right < fullRight - column / 2;
      if (short && Math.abs(left - fullLeft) <= 2)
        problems.push(
          `orphaned cards: last row holds ${last.length} of ${columns} at the left: ${last.map((x) => describe(x.el)).join('; ')}`,
        );
    }
  }
  return problems;
}
