import { REALTIME_EVENTS, SOCKET_STATUS } from '@tradeshub/sdk';
import { client } from './create-client.js';

await client.signIn({ emailAddress: 'trades@demo.tradeshub.uk', password: 'Tradeshub-demo-2026' });
const me = client.session.getState().userInfo;

// Listeners are typed by event: `message` is a Message, `notification` a Notification.
const stopHearingMessages = client.realtime.on(REALTIME_EVENTS.MESSAGE, (message) => {
  if (message.senderId !== me?.id) console.log(`New message: ${message.text}`);
});
client.realtime.on(REALTIME_EVENTS.NOTIFICATION, (notification) => console.log(notification.message));

client.realtime.onStatusChange((status) => {
  // OPEN follows the gateway's READY. Events sent while the socket was down are not replayed,
  // so this is the moment to fetch again whatever you show.
  if (status === SOCKET_STATUS.OPEN) console.log('Live');
  // The gateway refused this session: the client stops retrying until you sign in again.
  if (status === SOCKET_STATUS.UNAUTHORISED) console.log('Sign in again to hear new events');
});

// Opens the socket and keeps it open, reconnecting after drops, until disconnect() or sign-out.
client.realtime.connect();

stopHearingMessages();
client.realtime.disconnect();
