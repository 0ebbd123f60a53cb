/**
 * Text with some character ranges marked. The text is the report's (or the user's) and is rendered as React text
 * nodes only, so markup in it shows as characters.
 */
export const HighlightedText = ({ text, ranges }: { text: string; ranges: [number, number][] }) => {
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    if (start < at || end > text.length || end <= start) continue;
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return (
    <>
      {parts.map((part, i) =>
        part.marked ? (
          <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-foreground">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
};
