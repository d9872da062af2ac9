/**
 * axe-core (the WCAG 2.2 A/AA rules jsdom can check; colour contrast needs a browser) over a
 * rendered page. The run goes inside act(): a read that settles while axe walks the page (the
 * header's company links, a snapshot) updates React there instead of warning outside act.
 */
import { act } from '@testing-library/react';
import axe from 'axe-core';

export async function violations(container: HTMLElement): Promise<string[]> {
  let found: axe.Result[] = [];
  await act(async () => {
    const results = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    found = results.violations;
  });
  return found.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}
