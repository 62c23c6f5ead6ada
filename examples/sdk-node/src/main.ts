import {
  CLIENT_ERROR_CODES,
  createClient,
  formatRating,
  isApiError,
  REALTIME_EVENTS,
  SOCKET_STATUS,
  type BusinessRef,
  type Message,
  type TradeshubClient,
} from '@tradeshub/sdk';
import WebSocket from 'ws';
import { messageLine, recommendationLine, reviewLine } from './lines.js';
import { readOptions, USAGE, type FeedOptions } from './options.js';

// A tradesperson's own script: sign in, list the business's reviews and recommendations,
// then print each new message as it arrives over the socket.

/** Lists the latest reviews, with the rating they add up to, and the latest recommendations. */
async function printTrust(client: TradeshubClient, business: BusinessRef, limit: number): Promise<void> {
  const profile = await client.business.getById({ params: { id: business.id } });
  const reviews = await client.business.getReviews({ params: { id: business.id }, query: { limit } });
  const { average, count } = profile.rating;
  console.log(`\nReviews: rated ${formatRating(average)} from ${count} review${count === 1 ? '' : 's'}; the latest ${reviews.items.length}:`);
  const now = new Date();
  for (const review of reviews.items) console.log(reviewLine(review, now));

  // An owner sees every recommendation, invitations not answered yet too.
  const recommendations = await client.recommendations.getByBusinessId({ params: { id: business.id }, query: { limit } });
  console.log(`\nRecommendations: the latest ${recommendations.items.length}:`);
  for (const recommendation of recommendations.items) console.log(recommendationLine(recommendation));
}

/** Prints messages sent to the user as they arrive, until stopped; resolves once the socket is closed. */
function printNewMessages(client: TradeshubClient, myId: string, options: FeedOptions): Promise<void> {
  const names = new Map<string, Promise<string>>();
  const printed = new Set<string>();
  let printing = Promise.resolve();
  let announced = false;

  // A message carries ids only: the conversation says who the other person is.
  const senderName = (message: Message) => {
    let name = names.get(message.conversationId);
    if (!name) {
      name = client.chat
        .getConversationById({ params: { id: message.conversationId } })
        .then((conversation) => (conversation ? `${conversation.userProfile.firstName} ${conversation.userProfile.lastName}` : 'someone'));
      names.set(message.conversationId, name);
    }
    return name;
  };

  return new Promise((resolve) => {
    const timer = options.timeoutSeconds === null ? undefined : setTimeout(() => stop(`No more messages after ${options.timeoutSeconds} s.`), options.timeoutSeconds * 1000);
    let stopped = false;
    const stop = (why: string) => {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
      client.realtime.disconnect();
      console.log(why);
      resolve();
    };
    const onSignal = () => stop('Stopped.');
    process.on('SIGINT', onSignal).on('SIGTERM', onSignal);

    client.realtime.on(REALTIME_EVENTS.MESSAGE, (message) => {
      // The event also comes for the user's own messages and for edits: print each new one once.
      if (message.senderId === myId || printed.has(message.id)) return;
      printed.add(message.id);
      printing = printing
        .then(() => senderName(message))
        .then((name) => {
          console.log(messageLine(message, name));
          if (options.once) stop('Stopping after the first new message (--once).');
        });
    });
    client.realtime.onStatusChange((status) => {
      // Messages sent while the socket was down are not replayed; the hub's inbox has them.
      if (status === SOCKET_STATUS.OPEN) console.log(announced ? 'Back online.' : '\nListening for new messages (Ctrl+C to stop)...');
      if (status === SOCKET_STATUS.OPEN) announced = true;
      if (status === SOCKET_STATUS.UNAUTHORISED) {
        process.exitCode = 1;
        stop('The server ended this session. Sign in again.');
      }
    });
    client.realtime.connect();
  });
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2), process.env);
  if (options === 'help') return console.log(USAGE);
  if ('problem' in options) {
    process.exitCode = 2;
    return console.error(`${options.problem}\n\n${USAGE}`);
  }
  // Warnings (a quietly failed read, a bad frame) go to stderr, so stdout is the feed alone.
  const client = createClient({ baseUrl: options.baseUrl, WebSocket, logger: { warn: (...args) => console.error(...args) } });
  try {
    const { userInfo: me } = await client.signIn({ emailAddress: options.emailAddress, password: options.password });
    if (!me?.business) {
      process.exitCode = 1;
      return console.error(`${options.emailAddress} has no business on Tradeshub: sign in as a tradesperson.`);
    }
    console.log(`Signed in as ${me.firstName} ${me.lastName} of ${me.business.name}.`);
    await printTrust(client, me.business, options.limit);
    await printNewMessages(client, me.id, options);
  } catch (error) {
    if (!isApiError(error)) throw error;
    process.exitCode = 1;
    const hint = error.code === CLIENT_ERROR_CODES.NETWORK ? ` Is a Tradeshub server running at ${options.baseUrl} (npm start)?` : '';
    console.error(`${error.message}${hint}`);
  } finally {
    // Revokes the token, so the session does not outlive the script.
    await client.signOut();
  }
}

await main();
