import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

/** The CSP nonce of the current request (empty in the browser, which hides it anyway). */
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
