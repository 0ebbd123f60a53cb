import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType>;

/** React.lazy for a page module's named export (pages use named exports; lazy wants a default one). */
export const lazyPage = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): LazyPage =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));
