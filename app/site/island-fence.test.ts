// The lint fence of decision 004 (eslint.config.js): public-site markup may read context while it is
// rendered on the server, but state, effects and on* handlers (which never run there) are refused;
// the booking wizard and the enhancers are exempt.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function fenceErrors(code: string, filePath: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax').length;
}

const stateful = `import { useState } from 'react';
export function Probe() {
  const [n, setN] = useState(0);
  return <button type="button" onClick={() => setN(n + 1)}>{n}</button>;
}
`;
const renderRead = `import { useLocation } from 'react-router';
export function Probe() {
  return <p>{useLocation().pathname}</p>;
}
`;

describe('the island fence', () => {
  it.each([
    ['app/site/probe.tsx', stateful, 2],
    ['app/site/services/probe.tsx', stateful, 2],
    ['app/site/probe.tsx', renderRead, 0],
    ['app/site/booking/probe.tsx', stateful, 0],
    ['app/site/client/probe.tsx', stateful, 0],
  ])(
    '%s',
    async (filePath, code, expected) => {
      expect(await fenceErrors(code, filePath)).toBe(expected);
    },
    30_000,
  );
});
