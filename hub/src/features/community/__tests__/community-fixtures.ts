import type { ActivityItem, Comment, ContentItem, Post, Reply } from '@tradeshub/sdk';

export const ME = { id: '0c1d2e3f-0000-4000-8000-00000000c001', firstName: 'Amelia', lastName: 'Clarke', profileImageUrl: null, role: 'CUSTOMER' as const };
export const NEIGHBOUR = { id: '0c1d2e3f-0000-4000-8000-00000000c002', firstName: 'Dan', lastName: 'Hughes', profileImageUrl: null, role: 'CUSTOMER' as const };
export const TILER = { id: '0c1d2e3f-0000-4000-8000-00000000b001', firstName: 'Priya', lastName: 'Shah', profileImageUrl: null, role: 'TRADEPERSON' as const };

let sequence = 0;
export const nextId = () => `0c1d2e3f-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

export function aPost(overrides: Partial<Post> = {}): Post {
  return {
    id: nextId(),
    type: 'GENERAL',
    title: 'Anyone know a good roofer?',
    body: 'A few slates came off in the wind on Saturday.',
    author: NEIGHBOUR,
    category: null,
    location: { latitude: 51.38, longitude: -2.36 },
    locality: 'Bath',
    upvoteCount: 2,
    commentCount: 0,
    upvotedByMe: false,
    budgetBand: null,
    status: null,
    photos: [],
    distanceMiles: null,
    deleted: false,
    hidden: null,
    createdAt: hoursAgo(72),
    updatedAt: hoursAgo(72),
    ...overrides,
  };
}

export function aComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: nextId(),
    postId: nextId(),
    author: NEIGHBOUR,
    text: 'Try Avon Roofing, they were quick for us.',
    upvoteCount: 0,
    replyCount: 0,
    upvotedByMe: false,
    deleted: false,
    hidden: null,
    createdAt: hoursAgo(5),
    updatedAt: hoursAgo(5),
    ...overrides,
  };
}

export function aReply(overrides: Partial<Reply> = {}): Reply {
  return {
    id: nextId(),
    commentId: nextId(),
    postId: nextId(),
    author: ME,
    text: 'Thanks, I will call them.',
    upvoteCount: 0,
    upvotedByMe: false,
    deleted: false,
    hidden: null,
    createdAt: hoursAgo(1),
    updatedAt: hoursAgo(1),
    ...overrides,
  };
}

export function anActivity(overrides: Partial<ActivityItem> = {}): ActivityItem {
  return {
    id: nextId(),
    type: 'POST',
    post: { id: nextId(), type: 'JOB_REQUEST', title: 'Retile the bathroom floor', location: null },
    comment: null,
    reply: null,
    metaData: null,
    createdAt: hoursAgo(24),
    ...overrides,
  };
}

export const RULES: ContentItem = {
  id: nextId(),
  slug: 'community-rules',
  title: 'CommunityRules',
  kind: 'WEB_CONTENT',
  summary: null,
  body: '# Community rules\n\n- Be relevant.\n- Be helpful and respectful.\n- Be safe.',
  publishedAt: hoursAgo(1000),
  updatedAt: hoursAgo(1000),
};

export const page = <T,>(items: T[]) => ({ items, nextCursor: null });
