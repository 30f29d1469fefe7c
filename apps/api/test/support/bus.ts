import type { ClusterTopic, TopicPayload } from '../../src/cluster/topics';
import type { BuiltServer } from '../../src/server';

/**
 * Resolves once `server`'s cluster bus has heard a message on `topic` about `memberId` and every
 * handler subscribed before this call has handled it (with `performance.now()` at that moment).
 * Subscribe before the change is made.
 */
export function heardAbout<T extends ClusterTopic>(
  server: Pick<BuiltServer, 'app'>,
  topic: T,
  memberId: number,
): Promise<number> {
  return new Promise((resolve) => {
    const stop = server.app.bus.subscribe(topic, (payload: TopicPayload<T>) => {
      if (!('memberId' in payload) || payload.memberId !== memberId) return;
      stop();
      resolve(performance.now());
    });
  });
}
