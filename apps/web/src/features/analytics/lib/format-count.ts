// Counts as the staff screens write them: "1,234" (en-US grouping, whatever the reader's locale).
const counts = new Intl.NumberFormat('en-US');

export const formatCount = (n: number): string => counts.format(n);
