// order=col.desc.nullslast,other → OrderTerm[] (PostgREST QueryParams.hs pOrder).
import { Cursor } from './cursor.ts';
import { jsonPath } from './select-parser.ts';
import type { OrderTerm } from './types.ts';

export function parseOrder(text: string): OrderTerm[] {
  const c = new Cursor(text, 'order');
  const terms: OrderTerm[] = [];
  do {
    const term: OrderTerm = { field: { name: c.ident(), json: [] } };
    if (c.eat('(')) {
      // rel(col): order by a column of a to-one embed.
      term.relation = term.field.name;
      term.field = { name: c.ident(), json: jsonPath(c) };
      c.expect(')');
    } else term.field.json = jsonPath(c);
    while (c.eat('.')) {
      const word = c.ident('asc, desc, nullsfirst or nullslast');
      if (word === 'asc' || word === 'desc') term.direction = word;
      else if (word === 'nullsfirst') term.nulls = 'first';
      else if (word === 'nullslast') term.nulls = 'last';
      else {
        c.pos -= word.length;
        c.fail('asc, desc, nullsfirst or nullslast');
      }
    }
    terms.push(term);
  } while (c.eat(','));
  if (!c.done) c.fail('"," or end of input');
  return terms;
}
