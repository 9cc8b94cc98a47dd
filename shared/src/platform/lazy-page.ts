/**
 * A remote's page as its own chunk (docs/new-remote.md): the route's code arrives when the route is opened, so one
 * page's first load never carries another's (the login page does not download the order history).
 */
import { lazy, type ComponentType } from 'react';

export const lazyPage = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(() => load().then((module) => ({ default: module[name] })));
