import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Post } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toasts';
import { useStartJobConversation } from '../api/start-job-conversation';

/** A tradesperson's answers to a job request: talk to the customer, or quote straight away. */
export function JobRequestActions({ post }: { post: Post }) {
  const start = useStartJobConversation();
  const navigate = useNavigate();
  const [going, setGoing] = useState<'reply' | 'quote' | null>(null);

  const open = async (to: 'reply' | 'quote') => {
    setGoing(to);
    try {
      const conversation = await start.mutateAsync(post);
      navigate(to === 'reply' ? paths.conversation(conversation.id) : paths.newQuote({ conversationId: conversation.id, customerId: post.author.id }));
    } catch (error) {
      toast.error(error, 'We could not start the conversation. Please try again.');
      setGoing(null);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" busy={going === 'reply'} disabled={going !== null} onClick={() => void open('reply')}>
        Reply
      </Button>
      <Button busy={going === 'quote'} disabled={going !== null} onClick={() => void open('quote')}>
        Send a quote
      </Button>
    </div>
  );
}
