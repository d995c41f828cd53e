import { lazy } from 'react';
import { completeMessages, type MessageGroup } from './i18n/catalogue';

type ComponentModule = { default: React.ComponentType };

/** A thenable that calls back at once: React.lazy takes a module it gets this way without suspending. */
const settled = (module: ComponentModule) =>
  ({ then: (resolve: (value: ComponentModule) => void) => resolve(module) }) as unknown as Promise<ComponentModule>;

const CHUNK_RETRIES = 2;

/** Components whose code could not be downloaded, each with the way to start its download over. */
const failedComponents = new Set<() => void>();

/**
 * Called when the page error boundary resets ('Try again', or the reader going to another page): a component whose
 * chunk failed is fetched again on its next render. React.lazy keeps a failure until a full reload, and starting
 * over at the moment of failure would not do either: React retries the failed render at once, so the error would
 * never show and the download would loop.
 */
export function retryFailedComponents() {
  for (const retry of failedComponents) retry();
  failedComponents.clear();
}

/**
 * A component that loads on demand (a page, or a part of the site's frame), named after its module's export, with
 * its groups of messages (the customer pages'; the console and the portal also say theirs: order statuses, the
 * map, payment methods, the server's messages). `preload()` fetches it ahead; once it is here it renders at once,
 * with no loading screen and none of the 300 ms React waits before revealing a suspended page. A server-rendered
 * one keeps its HTML until its code is here, and hydrates then. A download that fails (offline for a moment) is
 * tried again when the network is back.
 */
export function lazyComponent<K extends string>(
  load: () => Promise<Record<K, React.ComponentType>>,
  name: K,
  messages: readonly MessageGroup[] = ['pages'],
) {
  let loaded: ComponentModule | undefined;
  // A component's texts come with it: most pages say messages the first chunk does not hold.
  const preload = () =>
    Promise.all([
      withRetries(load),
      withRetries(() => Promise.all(messages.map((group) => completeMessages(group)))),
    ]).then(([module]) => {
      loaded = { default: module[name] };
    });
  const lazyLoaded = () =>
    lazy(() =>
      loaded
        ? settled(loaded)
        : preload().then(
            () => loaded!,
            (error: unknown) => {
              failedComponents.add(() => (Current = lazyLoaded()));
              throw error;
            },
          ),
    );
  let Current = lazyLoaded();
  return Object.assign(() => <Current />, { preload });
}

/** `load()`, tried again up to CHUNK_RETRIES times: each once the browser is online, after a growing pause. */
async function withRetries<T>(load: () => Promise<T>): Promise<T> {
  for (let retry = 1; ; retry++) {
    try {
      return await load();
    } catch (error) {
      if (retry > CHUNK_RETRIES) throw error;
      await online();
      await new Promise((resolve) => setTimeout(resolve, 500 * retry));
    }
  }
}

function online(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}
