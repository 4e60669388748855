// Typed service tokens: a binding cannot drift from its type, and nothing relies on emitted
// decorator metadata (DESIGN §3).
import type { ServiceIdentifier } from 'inversify';

declare const tokenType: unique symbol;

/** A service identifier that remembers the type it resolves to. */
export type Token<T> = symbol & { readonly [tokenType]?: T };

export function createToken<T>(name: string): Token<T> {
  return Symbol.for(`console:${name}`) as Token<T>;
}

/** inversify accepts a Token wherever it accepts a ServiceIdentifier. */
export function id<T>(token: Token<T>): ServiceIdentifier<T> {
  return token as ServiceIdentifier<T>;
}
