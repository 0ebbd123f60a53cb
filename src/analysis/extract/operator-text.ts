// Text items from a page's operator list, in one pass: pdf.js's getTextContent() and getOperatorList() each parse
// the whole content stream, and only the operator list carries fill colours and font identities. So the text
// items are rebuilt here from the operator list's glyphs with pdf.js's own algorithm (PartialEvaluator
// .getTextContent in pdfjs-dist 5.6: item breaks, fake spaces, EOLs), and every item also gets the fill colour
// and font of its first glyph. Differences from getTextContent: no bidi reordering (right-to-left scripts keep
// their logical order), and images (dropped from the operator list by maxImageSize 0) do not break items.

/** The operator codes this file reads (pdf.js's OPS table, passed in so pdf.js itself is loaded lazily). */
export interface OperatorCodes {
  save: number;
  restore: number;
  transform: number;
  beginText: number;
  setCharSpacing: number;
  setWordSpacing: number;
  setHScale: number;
  setLeading: number;
  setFont: number;
  setTextRise: number;
  moveText: number;
  setLeadingMoveText: number;
  setTextMatrix: number;
  nextLine: number;
  showText: number;
  showSpacedText: number;
  nextLineShowText: number;
  nextLineSetSpacingShowText: number;
  setFillRGBColor: number;
  setFillTransparent: number;
  setFillColorN: number;
  setGState: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  beginAnnotation: number;
  endAnnotation: number;
  beginMarkedContent: number;
  beginMarkedContentProps: number;
  endMarkedContent: number;
  constructPath: number;
}

/** The painting operators a constructPath carries that fill its path (the codes of pdf.js's OPS table). */
export interface FillCodes {
  fill: number;
  eoFill: number;
  fillStroke: number;
  eoFillStroke: number;
  closeFillStroke: number;
  closeEOFillStroke: number;
}

// The loop below runs once per operator (hundreds of thousands per report). A switch over `ops.x` labels compares
// against each label in turn, a property load of pdf.js's large OPS table apiece, so each operator code is mapped
// once to a small constant here and the switch runs on those.
const ACTION = {
  save: 1,
  restore: 2,
  transform: 3,
  paintFormXObjectBegin: 4,
  paintFormXObjectEnd: 5,
  setFont: 6,
  setGState: 7,
  setTextRise: 8,
  setHScale: 9,
  setLeading: 10,
  moveText: 11,
  setLeadingMoveText: 12,
  nextLine: 13,
  setTextMatrix: 14,
  setCharSpacing: 15,
  setWordSpacing: 16,
  beginText: 17,
  showText: 18,
  showSpacedText: 19,
  nextLineShowText: 20,
  nextLineSetSpacingShowText: 21,
  setFillRGBColor: 22,
  setFillTransparent: 23,
  setFillColorN: 24,
  beginMarkedContent: 25,
  beginMarkedContentProps: 26,
  endMarkedContent: 27,
  constructPath: 28,
  beginAnnotation: 29,
  endAnnotation: 30,
} as const satisfies Record<keyof OperatorCodes, number>;

const actionTables = new WeakMap<OperatorCodes, Uint8Array>();
/** operator code → ACTION value (0: an operator the text does not depend on) */
export const actionTable = (ops: OperatorCodes): Uint8Array => {
  let table = actionTables.get(ops);
  if (!table) {
    const codes = Object.keys(ACTION).map((name) => ops[name as keyof OperatorCodes]);
    table = new Uint8Array(Math.max(0, ...codes.filter(Number.isInteger)) + 1);
    // in reverse, so that were two names to share a code the first would win, as the first matching case did
    for (const [name, action] of Object.entries(ACTION).reverse()) {
      const code = ops[name as keyof OperatorCodes];
      if (Number.isInteger(code) && code >= 0) table[code] = action;
    }
    actionTables.set(ops, table);
  }
  return table;
};

/** What the glyph maths needs from a loaded font (pdf.js's FontFaceObject in commonObjs). */
export interface OperatorFont {
  name?: string;
  fontMatrix?: number[];
  vertical?: boolean;
  isType3Font?: boolean;
  bbox?: number[];
}

export interface OperatorTextItem {
  str: string;
  /** text rendering matrix of the item's first glyph, in PDF user space */
  transform: number[];
  width: number;
  height: number;
  /** the font's loaded name (pdf.js commonObjs id) */
  fontName: string | null;
  /** fill colour '#rrggbb' of the first glyph, null when not a plain colour */
  color: string | null;
  hasEOL: boolean;
}

interface Glyph {
  unicode: string;
  width: number;
  vmetric?: number[] | null;
  originalCharCode?: number;
}

type Matrix = number[];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const FONT_IDENTITY: Matrix = [0.001, 0, 0, 0.001, 0, 0];

const TRACKING_SPACE_FACTOR = 0.102;
const NOT_A_SPACE_FACTOR = 0.03;
const NEGATIVE_SPACE_FACTOR = -0.2;
const SPACE_IN_FLOW_MIN_FACTOR = 0.102;
const SPACE_IN_FLOW_MAX_FACTOR = 0.6;
const VERTICAL_SHIFT_RATIO = 0.25;

const multiply = (m1: Matrix, m2: Matrix): Matrix => [
  m1[0]! * m2[0]! + m1[2]! * m2[1]!,
  m1[1]! * m2[0]! + m1[3]! * m2[1]!,
  m1[0]! * m2[2]! + m1[2]! * m2[3]!,
  m1[1]! * m2[2]! + m1[3]! * m2[3]!,
  m1[0]! * m2[4]! + m1[2]! * m2[5]! + m1[4]!,
  m1[1]! * m2[4]! + m1[3]! * m2[5]! + m1[5]!,
];

// pdf.js's getCharUnicodeCategory, with the same (deliberately loose) alternation
const SPECIAL_CHAR = /^(\s)|(\p{Mn})|(\p{Cf})$/u;
interface Category {
  isWhitespace: boolean;
  isZeroWidthDiacritic: boolean;
  isInvisibleFormatMark: boolean;
}
const PLAIN: Category = { isWhitespace: false, isZeroWidthDiacritic: false, isInvisibleFormatMark: false };
const categories = new Map<string, Category>();
const categoryOf = (char: string): Category => {
  // most glyphs are one printable ASCII character: none of the three categories
  if (char.length === 1) {
    const code = char.charCodeAt(0);
    if (code > 0x20 && code < 0x7f) return PLAIN;
  }
  let category = categories.get(char);
  if (!category) {
    const groups = SPECIAL_CHAR.exec(char);
    category = {
      isWhitespace: !!groups?.[1],
      isZeroWidthDiacritic: !!groups?.[2],
      isInvisibleFormatMark: !!groups?.[3],
    };
    if (categories.size < 10_000) categories.set(char, category);
  }
  return category;
};

interface TextState {
  ctm: Matrix;
  loadedName: string | null;
  font: OperatorFont | null;
  fontSize: number;
  fontMatrix: Matrix;
  textMatrix: Matrix;
  textLineMatrix: Matrix;
  charSpacing: number;
  wordSpacing: number;
  leading: number;
  textHScale: number;
  textRise: number;
  color: string | null;
}

// Every `save` clones the state (tens of thousands per report). Only the two text matrices are changed in place
// (translate, copyMatrix); ctm and fontMatrix are only ever replaced, so the copies share them.
const cloneState = (s: TextState): TextState => ({
  ctm: s.ctm,
  loadedName: s.loadedName,
  font: s.font,
  fontSize: s.fontSize,
  fontMatrix: s.fontMatrix,
  textMatrix: s.textMatrix.slice(),
  textLineMatrix: s.textLineMatrix.slice(),
  charSpacing: s.charSpacing,
  wordSpacing: s.wordSpacing,
  leading: s.leading,
  textHScale: s.textHScale,
  textRise: s.textRise,
  color: s.color,
});

/** `target` becomes a copy of `source` (the text matrix reset to the line matrix, without a new array). */
const copyMatrix = (target: Matrix, source: Matrix) => {
  for (let i = 0; i < 6; i++) target[i] = source[i]!;
};

const translate = (m: Matrix, x: number, y: number) => {
  m[4] = m[0]! * x + m[2]! * y + m[4]!;
  m[5] = m[1]! * x + m[3]! * y + m[5]!;
};

const num = (value: unknown, fallback = 0) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

const asMatrix = (value: unknown): Matrix | null => {
  if (!value || typeof value !== 'object' || (value as ArrayLike<unknown>).length !== 6) return null;
  const source = value as ArrayLike<unknown>;
  const m = new Array<number>(6);
  for (let i = 0; i < 6; i++) {
    const v = source[i];
    if (typeof v !== 'number' || !Number.isFinite(v)) return null;
    m[i] = v;
  }
  return m;
};

/** The per-content-stream item builder (a form XObject gets its own, like getTextContent's nested call). */
class ItemBuilder {
  private item = {
    initialized: false,
    // the item's text so far, and how many pieces it has (a glyph may map to '', which still counts as one)
    str: '',
    pieces: 0,
    totalWidth: 0,
    totalHeight: 0,
    width: 0,
    height: 0,
    vertical: false,
    prevTransform: null as Matrix | null,
    prevTextRise: 0,
    textAdvanceScale: 0,
    spaceInFlowMin: 0,
    spaceInFlowMax: 0,
    trackingSpaceMin: Infinity,
    negativeSpaceMax: -Infinity,
    notASpace: -Infinity,
    transform: null as Matrix | null,
    fontName: null as string | null,
    color: null as string | null,
    hasEOL: false,
  };
  private readonly scratch: Matrix = new Array<number>(6);
  private readonly previous: Matrix = new Array<number>(6);
  private lastChars = [' ', ' '];
  private lastCharsPos = 0;
  private current: { fontSize: number; loadedName: string | null; name: string | undefined; vertical: boolean } | null =
    null;

  constructor(
    private readonly out: OperatorTextItem[],
    private readonly viewBox: number[],
    public state: TextState,
  ) {}

  private saveLastChar(char: string) {
    const nextPos = (this.lastCharsPos + 1) % 2;
    const ret = this.lastChars[this.lastCharsPos] !== ' ' && this.lastChars[nextPos] === ' ';
    this.lastChars[this.lastCharsPos] = char;
    this.lastCharsPos = nextPos;
    return ret;
  }

  private shouldAddWhitespace() {
    return this.lastChars[this.lastCharsPos] !== ' ' && this.lastChars[(this.lastCharsPos + 1) % 2] === ' ';
  }

  private resetLastChars() {
    this.lastChars[0] = this.lastChars[1] = ' ';
    this.lastCharsPos = 0;
  }

  /**
   * ctm × textMatrix × [fontSize·hScale 0 0 fontSize 0 rise], written out (it runs for every glyph), into `out`
   * when given (the per-glyph positions reuse two buffers instead of allocating).
   */
  private textTransform(out: Matrix = new Array<number>(6)): Matrix {
    const s = this.state;
    const sx = s.fontSize * s.textHScale;
    let sy = s.fontSize;
    const rise = s.textRise;
    const font = s.font;
    if (font?.isType3Font && s.fontSize <= 1 && s.fontMatrix.some((v, i) => v !== FONT_IDENTITY[i])) {
      const glyphHeight = (font.bbox?.[3] ?? 0) - (font.bbox?.[1] ?? 0);
      if (glyphHeight > 0) sy *= glyphHeight * s.fontMatrix[3]!;
    }
    const t = s.textMatrix;
    const a = t[0]! * sx;
    const b = t[1]! * sx;
    const c = t[2]! * sy;
    const d = t[3]! * sy;
    const e = t[2]! * rise + t[4]!;
    const f = t[3]! * rise + t[5]!;
    const m = s.ctm;
    out[0] = m[0]! * a + m[2]! * b;
    out[1] = m[1]! * a + m[3]! * b;
    out[2] = m[0]! * c + m[2]! * d;
    out[3] = m[1]! * c + m[3]! * d;
    out[4] = m[0]! * e + m[2]! * f + m[4]!;
    out[5] = m[1]! * e + m[3]! * f + m[5]!;
    return out;
  }

  /** Called on every operator before it is handled (getTextContent's `currentTextState ||= …`). */
  touch() {
    this.current ??= this.snapshot();
  }

  private snapshot() {
    const s = this.state;
    return { fontSize: s.fontSize, loadedName: s.loadedName, name: s.font?.name, vertical: !!s.font?.vertical };
  }

  updateAdvanceScale() {
    const it = this.item;
    if (!it.initialized) return;
    const s = this.state;
    const scale = Math.hypot(s.textLineMatrix[0]!, s.textLineMatrix[1]!) * Math.hypot(s.ctm[0]!, s.ctm[1]!);
    if (scale === it.textAdvanceScale) return;
    if (!it.vertical) {
      it.totalWidth += it.width * it.textAdvanceScale;
      it.width = 0;
    } else {
      it.totalHeight += it.height * it.textAdvanceScale;
      it.height = 0;
    }
    it.textAdvanceScale = scale;
  }

  private ensureItem() {
    const it = this.item;
    if (it.initialized) return it;
    const s = this.state;
    it.fontName = s.loadedName;
    it.color = s.color;
    const trm = (it.transform = this.textTransform());
    if (!s.font?.vertical) {
      it.width = it.totalWidth = 0;
      it.height = it.totalHeight = Math.hypot(trm[2]!, trm[3]!);
      it.vertical = false;
    } else {
      it.width = it.totalWidth = Math.hypot(trm[0]!, trm[1]!);
      it.height = it.totalHeight = 0;
      it.vertical = true;
    }
    it.textAdvanceScale = Math.hypot(s.textLineMatrix[0]!, s.textLineMatrix[1]!) * Math.hypot(s.ctm[0]!, s.ctm[1]!);
    const { fontSize } = s;
    it.trackingSpaceMin = fontSize * TRACKING_SPACE_FACTOR;
    it.notASpace = fontSize * NOT_A_SPACE_FACTOR;
    it.negativeSpaceMax = fontSize * NEGATIVE_SPACE_FACTOR;
    it.spaceInFlowMin = fontSize * SPACE_IN_FLOW_MIN_FACTOR;
    it.spaceInFlowMax = fontSize * SPACE_IN_FLOW_MAX_FACTOR;
    it.hasEOL = false;
    it.initialized = true;
    return it;
  }

  private pushWhitespace(width: number, height: number, transform: Matrix | null, fontName: string | null) {
    this.out.push({
      str: ' ',
      width,
      height,
      transform: transform ? transform.slice() : this.textTransform(),
      fontName,
      color: this.state.color,
      hasEOL: false,
    });
  }

  flush() {
    const it = this.item;
    if (!it.initialized) return;
    if (!it.vertical) it.totalWidth += it.width * it.textAdvanceScale;
    else it.totalHeight += it.height * it.textAdvanceScale;
    this.out.push({
      str: it.str,
      width: Math.abs(it.totalWidth),
      height: Math.abs(it.totalHeight),
      transform: it.transform!,
      fontName: it.fontName,
      color: it.color,
      hasEOL: it.hasEOL,
    });
    it.initialized = false;
    it.str = '';
    it.pieces = 0;
  }

  private appendEOL() {
    this.resetLastChars();
    if (this.item.initialized) {
      this.item.hasEOL = true;
      this.flush();
    } else {
      this.out.push({
        str: '',
        width: 0,
        height: 0,
        transform: this.textTransform(),
        fontName: this.state.loadedName,
        color: this.state.color,
        hasEOL: true,
      });
    }
  }

  private addFakeSpaces(width: number, transform: Matrix | null, orientation: number) {
    const it = this.item;
    if (orientation * it.spaceInFlowMin <= width && width <= orientation * it.spaceInFlowMax) {
      if (it.initialized) {
        this.resetLastChars();
        it.str += ' ';
        it.pieces++;
      }
      return false;
    }
    const fontName = it.fontName;
    let height = 0;
    if (it.vertical) {
      height = width;
      width = 0;
    }
    this.flush();
    this.resetLastChars();
    this.pushWhitespace(Math.abs(width), Math.abs(height), transform, fontName);
    return true;
  }

  private compareWithLastPosition(glyphWidth: number): boolean {
    const s = this.state;
    const it = this.item;
    const current = this.textTransform(this.scratch);
    let posX = current[4]!;
    let posY = current[5]!;
    const [vx0, vy0, vx1, vy1] = this.viewBox as [number, number, number, number];
    if (s.font?.vertical) {
      if (posX < vx0 || posX > vx1 || posY + glyphWidth < vy0 || posY > vy1) return false;
    } else if (posX + glyphWidth < vx0 || posX > vx1 || posY < vy0 || posY > vy1) {
      return false;
    }
    if (!s.font || !it.prevTransform) return true;
    let lastPosX = it.prevTransform[4]!;
    let lastPosY = it.prevTransform[5]!;
    if (lastPosX === posX && lastPosY === posY) return true;

    let rotate = -1;
    if (current[0] && current[1] === 0 && current[2] === 0) rotate = current[0] > 0 ? 0 : 180;
    else if (current[1] && current[0] === 0 && current[3] === 0) rotate = current[1] > 0 ? 90 : 270;
    switch (rotate) {
      case 0:
        break;
      case 90:
        [posX, posY] = [posY, posX];
        [lastPosX, lastPosY] = [lastPosY, lastPosX];
        break;
      case 180:
        [posX, posY, lastPosX, lastPosY] = [-posX, -posY, -lastPosX, -lastPosY];
        break;
      case 270:
        [posX, posY] = [-posY, -posX];
        [lastPosX, lastPosY] = [-lastPosY, -lastPosX];
        break;
      default: {
        const inverse = (x: number, y: number, m: Matrix) => {
          const scale = Math.hypot(m[0]!, m[1]!);
          return [(m[0]! * x + m[1]! * y) / scale, (m[2]! * x + m[3]! * y) / scale] as [number, number];
        };
        [posX, posY] = inverse(posX, posY, current);
        [lastPosX, lastPosY] = inverse(lastPosX, lastPosY, it.prevTransform);
      }
    }

    if (s.font.vertical) {
      const advanceY = (lastPosY - posY) / it.textAdvanceScale;
      const advanceX = posX - lastPosX;
      const orientation = Math.sign(it.height || it.totalHeight);
      if (advanceY < orientation * it.negativeSpaceMax) {
        if (Math.abs(advanceX) > 0.5 * it.width) {
          this.appendEOL();
          return true;
        }
        this.resetLastChars();
        this.flush();
        return true;
      }
      if (Math.abs(advanceX) > it.width) {
        this.appendEOL();
        return true;
      }
      if (advanceY <= orientation * it.notASpace) this.resetLastChars();
      if (advanceY <= orientation * it.trackingSpaceMin) {
        if (this.shouldAddWhitespace()) {
          this.resetLastChars();
          this.flush();
          this.pushWhitespace(0, Math.abs(advanceY), it.prevTransform, it.fontName);
        } else {
          it.height += advanceY;
        }
      } else if (!this.addFakeSpaces(advanceY, it.prevTransform, orientation)) {
        if (it.pieces === 0) {
          this.resetLastChars();
          this.pushWhitespace(0, Math.abs(advanceY), it.prevTransform, it.fontName);
        } else {
          it.height += advanceY;
        }
      }
      if (Math.abs(advanceX) > it.width * VERTICAL_SHIFT_RATIO) this.flush();
      return true;
    }

    const advanceX = (posX - lastPosX) / it.textAdvanceScale;
    const advanceY = posY - lastPosY;
    const orientation = Math.sign(it.width || it.totalWidth);
    if (advanceX < orientation * it.negativeSpaceMax) {
      if (Math.abs(advanceY) > 0.5 * it.height) {
        this.appendEOL();
        return true;
      }
      this.resetLastChars();
      this.flush();
      return true;
    }
    const riseDelta = s.textRise - it.prevTextRise;
    const advanceYCorrected = riseDelta === 0 ? advanceY : advanceY - (current[3]! / s.fontSize) * riseDelta;
    if (Math.abs(advanceYCorrected) > it.height) {
      this.appendEOL();
      return true;
    }
    if (advanceX <= orientation * it.notASpace) this.resetLastChars();
    if (advanceX <= orientation * it.trackingSpaceMin) {
      if (this.shouldAddWhitespace()) {
        this.resetLastChars();
        this.flush();
        this.pushWhitespace(Math.abs(advanceX), 0, it.prevTransform, it.fontName);
      } else {
        it.width += advanceX;
      }
    } else if (!this.addFakeSpaces(advanceX, it.prevTransform, orientation)) {
      if (it.pieces === 0) {
        this.resetLastChars();
        this.pushWhitespace(Math.abs(advanceX), 0, it.prevTransform, it.fontName);
      } else {
        it.width += advanceX;
      }
    }
    if (Math.abs(advanceY) > it.height * VERTICAL_SHIFT_RATIO) this.flush();
    return true;
  }

  /** getTextContent's buildTextContentItem, over glyphs the operator list already decoded. */
  showGlyphs(glyphs: readonly Glyph[], extraSpacing: number) {
    const s = this.state;
    const cur = this.current;
    if (
      cur &&
      (cur.fontSize !== s.fontSize ||
        (cur.loadedName !== s.loadedName && (cur.name !== s.font?.name || cur.vertical !== !!s.font?.vertical)))
    ) {
      this.flush();
      this.current = this.snapshot();
    }
    const vertical = !!s.font?.vertical;
    const baseCharSpacing = vertical ? -s.charSpacing : s.charSpacing;
    if (glyphs.length === 0) {
      const charSpacing = baseCharSpacing + extraSpacing;
      if (charSpacing) {
        if (!vertical) translate(s.textMatrix, charSpacing * s.textHScale, 0);
        else translate(s.textMatrix, 0, -charSpacing);
      }
      return;
    }
    const scale = s.fontMatrix[0]! * s.fontSize;
    for (let i = 0, n = glyphs.length; i < n; i++) {
      const glyph = glyphs[i]!;
      const unicode = typeof glyph.unicode === 'string' ? glyph.unicode : '';
      const category = categoryOf(unicode);
      if (category.isInvisibleFormatMark) continue;
      let charSpacing = baseCharSpacing + (i + 1 === n ? extraSpacing : 0);
      let glyphWidth = num(glyph.width);
      if (vertical) glyphWidth = glyph.vmetric ? num(glyph.vmetric[0]) : -glyphWidth;
      let scaledDim = glyphWidth * scale;
      if (glyph.originalCharCode === 0x20) charSpacing += s.wordSpacing;
      if (category.isWhitespace) {
        if (!vertical) {
          charSpacing += scaledDim;
          translate(s.textMatrix, charSpacing * s.textHScale, 0);
        } else {
          charSpacing += -scaledDim;
          translate(s.textMatrix, 0, -charSpacing);
        }
        this.saveLastChar(' ');
        continue;
      }
      if (!category.isZeroWidthDiacritic && !this.compareWithLastPosition(scaledDim)) {
        if (!vertical) translate(s.textMatrix, scaledDim * s.textHScale, 0);
        else translate(s.textMatrix, 0, scaledDim);
        continue;
      }
      const it = this.ensureItem();
      if (category.isZeroWidthDiacritic) scaledDim = 0;
      if (!vertical) {
        scaledDim *= s.textHScale;
        translate(s.textMatrix, scaledDim, 0);
        it.width += scaledDim;
      } else {
        translate(s.textMatrix, 0, scaledDim);
        scaledDim = Math.abs(scaledDim);
        it.height += scaledDim;
      }
      if (scaledDim) {
        it.prevTransform = this.textTransform(this.previous);
        it.prevTextRise = s.textRise;
      }
      if (this.saveLastChar(unicode)) {
        it.str += ' ';
        it.pieces++;
      }
      it.str += unicode;
      it.pieces++;
      if (charSpacing) {
        if (!vertical) translate(s.textMatrix, charSpacing * s.textHScale, 0);
        else translate(s.textMatrix, 0, -charSpacing);
      }
    }
  }
}

/** Whether a path's painting operator fills it. */
export const isFill = (c: FillCodes, paint: unknown) =>
  paint === c.fill ||
  paint === c.eoFill ||
  paint === c.fillStroke ||
  paint === c.eoFillStroke ||
  paint === c.closeFillStroke ||
  paint === c.closeEOFillStroke;

// pdf.js's path data (DrawOPS): 0 moveTo x y, 1 lineTo x y, 2 curveTo 6 numbers, 3 quadraticCurveTo 4, 4 closePath
const MOVE = 0;
const LINE = 1;
const CLOSE = 4;

// a filled rectangle thinner than this (points) is a rule or a border: no text sits on it
const MIN_BOX_SIDE = 2;
const px = new Float64Array(5);
const py = new Float64Array(5);

/** The subpath of `n` points in px/py as a rectangle in user space, or null when it is not one. */
const rectangleOf = (n: number, ctm: Matrix, color: string): FilledBox | null | undefined => {
  // a rectangle: 4 corners (a fifth repeating the first), each on the box's edges both ways
  if (n !== 4 && !(n === 5 && px[4] === px[0] && py[4] === py[0])) return null;
  let [x0, x1, y0, y1] = [px[0]!, px[0]!, py[0]!, py[0]!];
  for (let i = 1; i < 4; i++) {
    x0 = Math.min(x0, px[i]!);
    x1 = Math.max(x1, px[i]!);
    y0 = Math.min(y0, py[i]!);
    y1 = Math.max(y1, py[i]!);
  }
  for (let i = 0; i < n; i++) {
    if ((px[i] !== x0 && px[i] !== x1) || (py[i] !== y0 && py[i] !== y1)) return null;
  }
  const [a, b, c, d, e, f] = ctm as [number, number, number, number, number, number];
  const ax = a * x0 + c * y0 + e;
  const ay = b * x0 + d * y0 + f;
  const bx = a * x1 + c * y1 + e;
  const by = b * x1 + d * y1 + f;
  const box = { x0: Math.min(ax, bx), y0: Math.min(ay, by), x1: Math.max(ax, bx), y1: Math.max(ay, by), color };
  // undefined: a rectangle, but too thin to be under text
  return box.x1 - box.x0 < MIN_BOX_SIDE || box.y1 - box.y0 < MIN_BOX_SIDE ? undefined : box;
};

/**
 * The axis-aligned rectangles a filled path is made of, in user space. Highlights and shaded cells are rectangles;
 * a path with curves (a logo, a rounded frame whose bounds would cover the text it only surrounds) gives none.
 */
const pushRectangles = (out: FilledBox[], ctm: Matrix, data: Float32Array, color: string) => {
  const start = out.length;
  let n = 0;
  const close = () => {
    if (n === 0) return true;
    const box = rectangleOf(n, ctm, color);
    n = 0;
    if (box) out.push(box);
    return box !== null;
  };
  let ok = true;
  for (let k = 0; ok && k < data.length;) {
    const op = data[k++];
    if (op === CLOSE) ok = close();
    else if ((op === MOVE && close()) || (op === LINE && n > 0 && n < 5)) {
      px[n] = data[k++]!;
      py[n++] = data[k++]!;
    } else ok = false;
  }
  // a subpath that is not a rectangle makes the path a drawing: none of it counts
  if (!(ok && close())) out.length = start;
};

// read-only: the operators without arguments share it instead of allocating one each
const NO_ARGS: readonly unknown[] = Object.freeze([]);

const isGlyph = (value: unknown): value is Glyph =>
  !!value && typeof value === 'object' && typeof (value as Glyph).unicode === 'string';

/** A filled path's bounding box in PDF user space, with its plain fill colour: a highlight or a shaded cell. */
export interface FilledBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  color: string;
}

export interface OperatorListInput {
  fnArray: ArrayLike<number>;
  argsArray: ArrayLike<unknown>;
}

/**
 * Rebuilds a page's text content (as getTextContent would give it, plus colour) from its operator list.
 * `fontOf` returns the loaded font for a pdf.js font id (null when unknown: default metrics are used).
 */
export const operatorListText = (
  ops: OperatorCodes,
  list: OperatorListInput,
  viewBox: number[],
  fontOf: (loadedName: string) => OperatorFont | null,
  /** when given, the page's filled paths in a plain colour are collected into `boxes` */
  paths?: { codes: FillCodes; boxes: FilledBox[] },
): OperatorTextItem[] => {
  const out: OperatorTextItem[] = [];
  const initial: TextState = {
    ctm: IDENTITY.slice(),
    loadedName: null,
    font: null,
    fontSize: 0,
    fontMatrix: FONT_IDENTITY.slice(),
    textMatrix: IDENTITY.slice(),
    textLineMatrix: IDENTITY.slice(),
    charSpacing: 0,
    wordSpacing: 0,
    leading: 0,
    textHScale: 1,
    textRise: 0,
    color: '#000000',
  };
  let builder = new ItemBuilder(out, viewBox, initial);
  const stack: TextState[] = [];
  // each form XObject is read by its own builder, on a copy of the state; the outer one resumes after it
  const forms: { builder: ItemBuilder; stackDepth: number }[] = [];

  const setFont = (loadedName: unknown, size: unknown) => {
    const s = builder.state;
    s.loadedName = typeof loadedName === 'string' ? loadedName : null;
    s.fontSize = num(size);
    s.font = s.loadedName ? fontOf(s.loadedName) : null;
    s.fontMatrix = asMatrix(s.font?.fontMatrix) ?? FONT_IDENTITY.slice();
  };

  const showText = (items: unknown) => {
    const s = builder.state;
    // pdf.js puts no text in the operator list before a font is set; a malformed list may
    if (!Array.isArray(items) || !s.loadedName) return;
    const spaceFactor = ((s.font?.vertical ? 1 : -1) * s.fontSize) / 1000;
    let buffer: Glyph[] = [];
    for (const item of items) {
      if (isGlyph(item)) buffer.push(item);
      else if (typeof item === 'number' && item !== 0 && Number.isFinite(item)) {
        builder.showGlyphs(buffer, item * spaceFactor);
        buffer = [];
      }
    }
    if (buffer.length > 0) builder.showGlyphs(buffer, 0);
  };

  const { fnArray, argsArray } = list;
  const actions = actionTable(ops);
  for (let i = 0, n = fnArray.length; i < n; i++) {
    const fn = fnArray[i]!;
    const args = (argsArray[i] ?? NO_ARGS) as unknown[];
    builder.touch();
    const s = builder.state;
    switch (fn >= 0 && fn < actions.length ? actions[fn] : 0) {
      case ACTION.save:
        stack.push(s);
        builder.state = cloneState(s);
        break;
      case ACTION.restore: {
        const depth = forms.length ? forms[forms.length - 1]!.stackDepth : 0;
        if (stack.length > depth) builder.state = stack.pop()!;
        break;
      }
      case ACTION.transform: {
        const m = asMatrix(args);
        if (m) s.ctm = multiply(s.ctm, m);
        break;
      }
      // a form XObject, or an annotation's appearance (a filled form field, a text box the inspector added): drawn
      // with its own matrix (an annotation's is its rectangle's transform, then its appearance's matrix)
      case ACTION.paintFormXObjectBegin:
      case ACTION.beginAnnotation: {
        builder.flush();
        stack.push(s);
        forms.push({ builder, stackDepth: stack.length });
        const state = cloneState(s);
        const annotation = fn >= 0 && actions[fn] === ACTION.beginAnnotation;
        for (const m of annotation ? [asMatrix(args[2]), asMatrix(args[3])] : [asMatrix(args[0])])
          if (m) state.ctm = multiply(state.ctm, m);
        builder = new ItemBuilder(out, viewBox, state);
        break;
      }
      case ACTION.paintFormXObjectEnd:
      case ACTION.endAnnotation: {
        const form = forms.pop();
        if (!form) break;
        builder.flush();
        stack.length = form.stackDepth;
        const outer = form.builder;
        outer.state = stack.pop()!;
        builder = outer;
        break;
      }
      case ACTION.setFont:
        setFont(args[0], args[1]);
        break;
      case ACTION.setGState:
        for (const entry of Array.isArray(args[0]) ? (args[0] as unknown[]) : []) {
          if (Array.isArray(entry) && entry[0] === 'Font' && Array.isArray(entry[1])) {
            builder.flush();
            setFont(entry[1][0], entry[1][1]);
          }
        }
        break;
      case ACTION.setTextRise:
        s.textRise = num(args[0]);
        break;
      case ACTION.setHScale:
        s.textHScale = num(args[0], 100) / 100;
        break;
      case ACTION.setLeading:
        s.leading = num(args[0]);
        break;
      case ACTION.moveText:
        translate(s.textLineMatrix, num(args[0]), num(args[1]));
        copyMatrix(s.textMatrix, s.textLineMatrix);
        break;
      case ACTION.setLeadingMoveText:
        s.leading = -num(args[1]);
        translate(s.textLineMatrix, num(args[0]), num(args[1]));
        copyMatrix(s.textMatrix, s.textLineMatrix);
        break;
      case ACTION.nextLine:
        translate(s.textLineMatrix, 0, -s.leading);
        copyMatrix(s.textMatrix, s.textLineMatrix);
        break;
      case ACTION.setTextMatrix: {
        const m = asMatrix(args[0]) ?? asMatrix(args);
        if (m) {
          s.textMatrix = m.slice();
          s.textLineMatrix = m.slice();
          builder.updateAdvanceScale();
        }
        break;
      }
      case ACTION.setCharSpacing:
        s.charSpacing = num(args[0]);
        break;
      case ACTION.setWordSpacing:
        s.wordSpacing = num(args[0]);
        break;
      case ACTION.beginText:
        s.textMatrix = IDENTITY.slice();
        s.textLineMatrix = IDENTITY.slice();
        break;
      case ACTION.showText:
      case ACTION.showSpacedText:
        showText(args[0]);
        break;
      case ACTION.nextLineShowText:
        translate(s.textLineMatrix, 0, -s.leading);
        copyMatrix(s.textMatrix, s.textLineMatrix);
        showText(args[0]);
        break;
      case ACTION.nextLineSetSpacingShowText:
        s.wordSpacing = num(args[0]);
        s.charSpacing = num(args[1]);
        translate(s.textLineMatrix, 0, -s.leading);
        copyMatrix(s.textMatrix, s.textLineMatrix);
        showText(args[2]);
        break;
      case ACTION.setFillRGBColor:
        s.color = typeof args[0] === 'string' ? args[0] : null;
        break;
      case ACTION.setFillTransparent:
      case ACTION.setFillColorN:
        s.color = null;
        break;
      case ACTION.beginMarkedContent:
      case ACTION.beginMarkedContentProps:
      case ACTION.endMarkedContent:
        builder.flush();
        break;
      case ACTION.constructPath:
        if (paths && s.color && isFill(paths.codes, args[0])) {
          const data = (args[1] as unknown[] | undefined)?.[0];
          if (data instanceof Float32Array) pushRectangles(paths.boxes, s.ctm, data, s.color);
        }
        break;
      default:
        break;
    }
  }
  while (forms.length) {
    builder.flush();
    builder = forms.pop()!.builder;
  }
  builder.flush();
  return out;
};
