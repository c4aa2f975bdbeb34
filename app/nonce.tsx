import { createContext, useContext } from 'react';

/** The request's CSP nonce, set by entry.server.tsx, read by <Scripts> and inline JSON-LD. */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
