// A tiny cursor over one query parameter's text, shared by the select/filter/order parsers so that
// every parse failure becomes PGRST100 with the column where it happened.
import { parseError } from '../errors.ts';

/** Characters that end a bare identifier: punctuation of the select/filter grammars and whitespace. */
const IDENT = /[^\s,()!:.\->"{}[\]]/uy;

export class Cursor {
  pos = 0;
  constructor(readonly text: string, readonly what: string) {}

  get done(): boolean {
    return this.pos >= this.text.length;
  }
  peek(n = 1): string {
    return this.text.slice(this.pos, this.pos + n);
  }
  eat(s: string): boolean {
    if (this.text.startsWith(s, this.pos)) {
      this.pos += s.length;
      return true;
    }
    return false;
  }
  expect(s: string): void {
    if (!this.eat(s)) this.fail(`"${s}"`);
  }
  fail(expecting: string): never {
    const got = this.done ? 'end of input' : `"${this.text[this.pos]}"`;
    throw parseError(this.what, this.text, this.pos + 1, `unexpected ${got} expecting ${expecting}`);
  }
  /** A bare identifier or a double-quoted one (with "" or \" escapes). */
  ident(expecting = 'field name'): string {
    if (this.eat('"')) return this.quoted();
    let out = '';
    for (;;) {
      IDENT.lastIndex = this.pos;
      const m = IDENT.exec(this.text);
      if (!m) break;
      out += m[0];
      this.pos += m[0].length;
    }
    if (out === '') this.fail(expecting);
    return out;
  }
  /** The rest of a double-quoted string, the opening quote already consumed. */
  quoted(): string {
    let out = '';
    while (!this.done) {
      const ch = this.text[this.pos++] as string;
      if (ch === '\\' && !this.done) out += this.text[this.pos++];
      else if (ch === '"') {
        if (this.peek() === '"') {
          out += '"';
          this.pos++;
        } else return out;
      } else out += ch;
    }
    return this.fail('closing quote');
  }
  rest(): string {
    const r = this.text.slice(this.pos);
    this.pos = this.text.length;
    return r;
  }
}
