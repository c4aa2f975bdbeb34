import { createContext, useContext } from 'react';

/**
 * The request's CSP nonce, set by entry.server.tsx, read by <Scripts> and inline JSON-LD. On the client
 * it is '' : browsers blank the nonce attribute after parsing, so '' is what hydration finds.
 */
export const NonceContext = createContext<string>('');
export const useNonce = () => useContext(NonceContext);
