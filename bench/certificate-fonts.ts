// The certificate PDF with embedded fonts (issue 25): Noto Sans and, for CJK, Noto Sans SC, each a subset of
// the glyphs drawn. Drawn in this process: a Latin certificate (the baseline), the mixed name, and the
// worst the database allows for CJK (200 distinct ideographs as the name, 100 as the course: every one a glyph
// of its own in the subset). Prints the median and max drawing time (the event-loop time of a cache miss) and
// the PDF's size, with ratios to the Latin one; the first drawing (reading and parsing the font files once per
// process) is printed apart. Beside each wall-clock time, the process's CPU time for it: on this shared
// machine the wall clock mostly measures the wait for a core. Before, with Helvetica (nothing embedded; every name outside WinAnsi printed as
// "?"): ≈ 3 ms and ≈ 7 KB per certificate (README, "Performance").
// Run: npm run bench -- certificate-fonts
import { renderCertificatePdf, type CertificateFacts } from '../apps/server/src/web/certificate-pdf.ts';

const DRAWS = 30;
const SITE = {
  siteName: 'Bitcoin Advisory',
  verifyUrl: 'https://advisory.example/certificates/WRST-0000-AAAA',
};

/** `n` distinct CJK ideographs from U+4E00 on (every one in Noto Sans SC). */
const ideographs = (n: number, from = 0x4e00) =>
  Array.from({ length: n }, (_, i) => String.fromCodePoint(from + i * 7)).join('');

const cert = (recipient_name: string, course_name: string): CertificateFacts => ({
  verification_code: 'WRST-0000-AAAA',
  recipient_name,
  course_name,
  completed_at: new Date('2026-11-20T10:00:00Z'),
  issued_at: new Date('2026-11-20T10:00:00Z'),
});

const CASES = [
  ['Latin (baseline)', cert('Ada Lovelace', 'Bitcoin Fundamentals')],
  ['"Zoë Łukasiewicz 王小明"', cert('Zoë Łukasiewicz 王小明', 'Bitcoin 基础')],
  ['worst CJK (200 + 100 distinct)', cert(ideographs(200), ideographs(100, 0x6000))],
] as const;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** CPU milliseconds (user + system) this process spent since `from`. */
const cpuSince = (from: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(from);
  return (user + system) / 1000;
};

const t0 = performance.now();
const c0 = process.cpuUsage();
await renderCertificatePdf(cert('Warm 王', 'Up'), SITE);
console.log(
  `first drawing in the process (reads and parses the 4 font files): ${(performance.now() - t0).toFixed(1)} ms, ` +
    `CPU ${cpuSince(c0).toFixed(1)} ms`,
);

let baseline = { ms: NaN, bytes: NaN };
for (const [label, facts] of CASES) {
  const times: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  for (let i = 0; i < DRAWS; i += 1) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    bytes = (await renderCertificatePdf(facts, SITE)).length;
    times.push(performance.now() - start);
    cpu.push(cpuSince(startCpu));
  }
  const ms = median(times);
  if (Number.isNaN(baseline.ms)) baseline = { ms, bytes };
  console.log(
    `${label}: median ${ms.toFixed(1)} ms (CPU ${median(cpu).toFixed(1)} ms), max ${Math.max(...times).toFixed(1)} ms, ` +
      `${(bytes / 1024).toFixed(1)} KB` +
      `  (ratio to Latin: time ${(ms / baseline.ms).toFixed(2)}, size ${(bytes / baseline.bytes).toFixed(2)}; n=${DRAWS})`,
  );
}
