// React access to the container: components read services, they never construct them.
import { createContext, useContext, type ReactNode } from 'react';
import type { Container } from 'inversify';
import type { Token } from './token';

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useService must be used inside <ContainerProvider>');
  return container;
}

export function useService<T>(token: Token<T>): T {
  return useContainer().get<T>(token);
}
