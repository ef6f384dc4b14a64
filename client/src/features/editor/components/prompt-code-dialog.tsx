import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toastError } from '@/components/ui/use-toast';

/** 'Prompt Code': asks the AI assistant to change the snippet; the answer streams into the editor and preview. */
export function PromptCodeDialog({
  onSubmit,
  busy,
  hasUnsavedChanges,
}: {
  onSubmit: (prompt: string) => void;
  busy: boolean;
  hasUnsavedChanges: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [prompt, setPrompt] = useState('');

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (prompt.trim() === '') {
      toastError('Empty prompt', 'Describe the change you want before sending.');
      return;
    }
    onSubmit(prompt.trim());
    setPrompt('');
    setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" disabled={busy}>
          <Sparkles aria-hidden="true" />
          Prompt Code
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Prompt Code</DialogTitle>
            <DialogDescription>
              Describe what to change. The new code streams into the editor and the preview and is saved as a new
              version.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="prompt-code">Prompt</Label>
            <Textarea
              id="prompt-code"
              rows={5}
              value={prompt}
              onChange={(e) => setPrompt(e.target.value)}
              placeholder="e.g. Make the heading larger and the button use the accent colour"
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) submit(e);
              }}
            />
            {hasUnsavedChanges && <p className="text-sm text-amber-700">Your unsaved changes are saved first.</p>}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit">
              <Sparkles aria-hidden="true" />
              Update Code
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
