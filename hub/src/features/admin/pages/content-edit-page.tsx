import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useParams } from 'react-router';
import { updateContentItemBodySchema, type ContentItem, type UpdateContentItemBody } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { DialogError, showErrorInDialog } from '../../../components/ui/dialog-error';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { MarkdownProse } from '../../../components/ui/markdown-prose';
import { PageLoading } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { useContentItem } from '../../../entities/content';
import { toast } from '../../../lib/toasts';
import { useUpdateContentItem } from '../api/update-content-item';
import { ConsoleLayout } from '../components/console-layout';
import { consoleDateTime } from '../components/dates';

/** /admin/content/:slug: edit a page's title and Markdown text beside a preview of how it will read. */
export default function ContentEditPage() {
  const { slug = '' } = useParams();
  const item = useContentItem(slug);
  return (
    <ConsoleLayout title="Edit content">
      <p>
        <Link to={paths.admin.content()} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          ← Back to content
        </Link>
      </p>
      {item.isPending ? (
        <PageLoading label="Loading the page…" />
      ) : item.isError ? (
        <ErrorState title="We could not load this page" error={item.error} onRetry={() => void item.refetch()} />
      ) : (
        <ContentEditor key={item.data.updatedAt} item={item.data} />
      )}
    </ConsoleLayout>
  );
}

function ContentEditor({ item }: { item: ContentItem }) {
  const update = useUpdateContentItem(item.slug);
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<UpdateContentItemBody>({
    resolver: zodResolver(updateContentItemBodySchema),
    defaultValues: { title: item.title, body: item.body, reason: '' },
  });
  const [title = '', body = ''] = useWatch({ control, name: ['title', 'body'] });
  const isRules = item.title === 'CommunityRules';

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ title: values.title, body: values.body, reason: values.reason?.trim() || undefined });
      toast.success('Saved. The page shows the new text now.');
    } catch (error) {
      showErrorInDialog(error, setError, ['title', 'body', 'reason']);
    }
  });

  const tab = (name: 'edit' | 'preview', label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={view === name}
      onClick={() => setView(name)}
      className={`rounded-lg px-3 py-1.5 text-sm font-medium ${view === name ? 'bg-brand-50 text-brand-700' : 'text-muted hover:bg-surface'}`}
    >
      {label}
    </button>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        /{item.slug} · last updated {consoleDateTime(item.updatedAt)}
        {isRules && ' · people accept these rules before they post, comment or reply'}
      </p>
      <DialogError message={errors.root?.server?.message} />
      <div role="tablist" aria-label="Editor view" className="flex gap-1 lg:hidden">
        {tab('edit', 'Edit')}
        {tab('preview', 'Preview')}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className={`flex flex-col gap-4 ${view === 'edit' ? '' : 'hidden lg:flex'}`}>
          <TextField
            label="Title"
            error={errors.title?.message}
            maxLength={200}
            hint={isRules ? 'The community rules are found by this title; keep it CommunityRules.' : undefined}
            readOnly={isRules}
            {...register('title')}
          />
          <TextAreaField label="Text (Markdown)" error={errors.body?.message} className="min-h-[50vh] font-mono text-xs" {...register('body')} />
        </div>
        <section aria-label="Preview" className={`min-w-0 rounded-2xl border border-line bg-white p-5 ${view === 'preview' ? '' : 'hidden lg:block'}`}>
          <p className="mb-3 text-xs font-semibold tracking-wide text-muted uppercase">Preview</p>
          <h2 className="mb-4 text-2xl font-bold tracking-tight text-ink">{isRules ? 'Community rules' : title}</h2>
          <MarkdownProse markdown={body} />
        </section>
      </div>
      <div className="flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField label="Reason for the change (optional)" hint="Kept in the audit log." error={errors.reason?.message} maxLength={300} {...register('reason')} />
        </div>
        <Button type="submit" busy={isSubmitting} disabled={!isDirty}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
