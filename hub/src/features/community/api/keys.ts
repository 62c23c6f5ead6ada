// Every cached read of the community hub lives under one root, so a pushed event or a write
// can refresh what it made stale (a post's thread, a feed, the caller's activity).
const all = ['community'] as const;

export const communityKeys = {
  all,
  feeds: [...all, 'feed'] as const,
  feed: (filters: Record<string, unknown>) => [...all, 'feed', filters] as const,
  post: (postId: string) => [...all, 'post', postId] as const,
  comments: (postId: string) => [...all, 'comments', postId] as const,
  allReplies: [...all, 'replies'] as const,
  replies: (commentId: string) => [...all, 'replies', commentId] as const,
  activity: [...all, 'activity'] as const,
  rules: [...all, 'rules'] as const,
  photo: (photoId: string) => [...all, 'photo', photoId] as const,
};
