import type { Queryable } from '../db/client.js';
import { conversations, messages } from '../db/schema/index.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import type { UserRow } from './demo-context.js';
import type { SeededRandom } from './random.js';

// One conversation between the demo customer and the demo tradesperson, so /messages has
// something to show on both sides from the first sign-in, and two browsers can carry it on.

const MINUTE = 60_000;

/** Who says what, and how many minutes before `now`; the last one is waiting to be read. */
const LINES: readonly { from: 'customer' | 'tradesperson'; text: string; minutesAgo: number }[] = [
  { from: 'customer', text: 'Hi Ravi, our kitchen tap has been dripping for a week and the washer swap did not fix it. Could you take a look?', minutesAgo: 2 * 24 * 60 + 35 },
  { from: 'tradesperson', text: 'Hello Amelia. It sounds like the cartridge has worn. I can come round on Thursday morning, between 8 and 10 — does that suit?', minutesAgo: 2 * 24 * 60 + 12 },
  { from: 'customer', text: 'Thursday is perfect, thank you. Parking is free on the street after 8.', minutesAgo: 2 * 24 * 60 },
  { from: 'tradesperson', text: 'Great, see you then. I will bring a replacement cartridge for the usual mixer taps, so it should be a single visit.', minutesAgo: 95 },
];

export function buildDemoConversation(users: readonly UserRow[], random: SeededRandom, now: Date) {
  const customer = users.find((u) => u.email === DEMO_ACCOUNTS.customer.email);
  const tradesperson = users.find((u) => u.email === DEMO_ACCOUNTS.tradesperson.email);
  if (!customer || !tradesperson) throw new Error('The demo conversation needs the demo customer and tradesperson.');
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);
  const conversation = {
    id: random.uuid(),
    senderId: customer.id,
    receiverId: tradesperson.id,
    type: 'CHAT' as const,
    kind: 'GENERAL' as const,
    lastMessageAt: at(LINES.at(-1)!.minutesAgo),
    createdAt: at(LINES[0]!.minutesAgo),
    updatedAt: at(LINES.at(-1)!.minutesAgo),
  };
  const rows = LINES.map((line, index) => {
    const [sender, receiver] = line.from === 'customer' ? [customer, tradesperson] : [tradesperson, customer];
    const sentAt = at(line.minutesAgo);
    const isLast = index === LINES.length - 1;
    return {
      id: random.uuid(),
      conversationId: conversation.id,
      senderId: sender.id,
      receiverId: receiver.id,
      type: 'CHAT' as const,
      text: line.text,
      deliveredAt: isLast ? null : new Date(sentAt.getTime() + MINUTE),
      seenAt: isLast ? null : new Date(sentAt.getTime() + 5 * MINUTE),
      createdAt: sentAt,
    };
  });
  return { conversation, messages: rows };
}

export async function insertDemoConversation(db: Queryable, demo: ReturnType<typeof buildDemoConversation>): Promise<void> {
  await db.insert(conversations).values(demo.conversation);
  await db.insert(messages).values(demo.messages);
}
