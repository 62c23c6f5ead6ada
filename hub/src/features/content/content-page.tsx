import { useLocation, useParams } from 'react-router';
import { BlogIndexView } from './components/blog-index-view';
import { BlogPostView } from './components/blog-post-view';
import { GuideView } from './components/guide-view';
import { SitePageView } from './components/site-page-view';
import { contentSlugForPath } from './content-pages';
import NotFoundPage from './not-found-page';

/** Serves every site page (/about-us, /faq...), the blog (/blog) and its posts (/blog/:slug), and the how-to-use guides (/how-it-works/:guide). */
export default function ContentPage() {
  const { slug: postSlug, guide } = useParams();
  const { pathname } = useLocation();
  if (postSlug) return <BlogPostView key={postSlug} slug={postSlug} />;
  if (guide) return <GuideView key={guide} slug={guide} />;
  const slug = contentSlugForPath(pathname);
  if (slug === 'blog') return <BlogIndexView />;
  if (slug) return <SitePageView key={slug} slug={slug} />;
  return <NotFoundPage />;
}
