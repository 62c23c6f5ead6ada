import type { Post } from '@tradeshub/sdk';

/** The badges of a post: a job request says so, with its category. */
export function PostFacts({ post }: { post: Post }) {
  if (post.type !== 'JOB_REQUEST') return null;
  return (
    <ul aria-label="About this job request" className="flex flex-wrap gap-1.5 text-xs font-medium">
      <li className="rounded-full bg-accent-100 px-2.5 py-1 text-accent-800">Job request</li>
      {post.category && <li className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{post.category.title}</li>}
    </ul>
  );
}
