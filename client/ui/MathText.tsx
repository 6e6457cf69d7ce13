// Text with inline math written as $...$, rendered by KaTeX (which escapes everything it outputs,
// so no raw HTML from content reaches the page).
import katex from 'katex';
import 'katex/dist/katex.min.css';
import { useMemo } from 'react';

export function MathText({ text }: { text: string }) {
  const parts = useMemo(() => text.split(/(\$[^$]+\$)/g).filter(Boolean), [text]);
  return (
    <>
      {parts.map((p, i) => {
        if (p.length > 2 && p.startsWith('$') && p.endsWith('$')) {
          const html = katex.renderToString(p.slice(1, -1), { throwOnError: false, output: 'htmlAndMathml' });
          return <span key={i} dangerouslySetInnerHTML={{ __html: html }} />;
        }
        return <span key={i}>{p}</span>;
      })}
    </>
  );
}
