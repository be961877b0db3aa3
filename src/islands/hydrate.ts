import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Hydrates an island's server-rendered HTML in place with its component and props (src/islands/loader.ts). */
export function hydrate(element: Element, component: ComponentType<object>, props: object, identifierPrefix: string): void {
  hydrateRoot(element, createElement(component, props), { identifierPrefix });
}
