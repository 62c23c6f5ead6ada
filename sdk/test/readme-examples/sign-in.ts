import { SIGN_OUT_REASONS } from '@tradeshub/sdk';
import { client } from './create-client.js';

// Stores the token, then loads the user's profile and the platform config.
const session = await client.signIn({ emailAddress: 'trades@demo.tradeshub.uk', password: 'Tradeshub-demo-2026' });
console.log(`Signed in as ${session.userInfo?.firstName}`, session.userInfo?.business?.name ?? '(no business)');

// The session is a small store: read it with getState(), or hear every change.
const unsubscribe = client.session.subscribe((state, previous) => {
  if (previous.isAuthenticated && state.endedBecause === SIGN_OUT_REASONS.EXPIRED) console.log('The session expired');
});

// Forgets the token at once, closes the socket, and revokes the token on the server.
await client.signOut();
unsubscribe();

// An app started again with a token already in its storage loads that user instead.
if (client.session.getState().isAuthenticated) await client.session.restore();
