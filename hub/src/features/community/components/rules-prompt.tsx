import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { RulesText } from '../../../components/rules-text';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { toast } from '../../../lib/toasts';
import { useAcceptCommunityRules, useCommunityRules } from '../api/community-rules';

/**
 * The community rules (be relevant; be helpful and respectful; be safe), asked once before
 * someone first posts, comments or replies. Reading the feed needs no acceptance.
 */
export function RulesPrompt({ open, onClose }: { open: boolean; onClose: () => void }) {
  const rules = useCommunityRules(open);
  const accept = useAcceptCommunityRules();

  const onAccept = async () => {
    try {
      await accept.mutateAsync();
      toast.success('Thank you. Welcome to your community.');
      onClose();
    } catch (error) {
      toast.error(error, 'We could not record that you accepted the rules. Please try again.');
    }
  };

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      busy={accept.isPending}
      width="2xl"
      title="Our community rules"
      description="Before you post, comment or reply, please read and accept the rules that keep this a good place for neighbours."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={accept.isPending}>
            Not now
          </Button>
          <Button onClick={() => void onAccept()} busy={accept.isPending} disabled={!rules.isSuccess}>
            I accept the community rules
          </Button>
        </>
      }
    >
      {rules.isPending && <Spinner label="Loading the rules…" />}
      {rules.isError && <ErrorState title="We could not load the rules" error={rules.error} onRetry={() => void rules.refetch()} />}
      {rules.isSuccess && <RulesText markdown={rules.data.body} />}
    </DialogFrame>
  );
}
