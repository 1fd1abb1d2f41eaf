import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvText } from './csv';

describe('csvCell', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('/blog/custody-basics')).toBe('/blog/custody-basics');
    expect(csvCell(1240)).toBe('1240');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rlf')).toBe('"cr\rlf"');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
    );
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('csvText', () => {
  it('joins cells with commas and rows with CRLF, ending with one', () => {
    expect(csvLine(['a', 1, null])).toBe('a,1,');
    expect(
      csvText([
        ['Path', 'Views'],
        ['/x,y', 2],
      ]),
    ).toBe('Path,Views\r\n"/x,y",2\r\n');
  });
});
