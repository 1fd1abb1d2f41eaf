import { Plus, X } from 'lucide-react';
import type { Control } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import type { QuestionInput } from '../api/save-question';

/**
 * SPEC §4 multiple-choice options: added freely, removed only while more than one exists; blank ones are
 * dropped on save (save-question.ts).
 */
export function OptionListField({ control }: { control: Control<QuestionInput, unknown, QuestionInput> }) {
  return (
    <FormField
      control={control}
      name="options"
      render={({ field }) => {
        const options = field.value;
        const set = (next: string[]) => field.onChange(next);
        return (
          <FormItem>
            <FormLabel asChild>
              <span>Options</span>
            </FormLabel>
            <ul className="space-y-2">
              {options.map((option, i) => (
                <li key={i} className="flex items-center gap-2">
                  <Input
                    aria-label={`Option ${i + 1}`}
                    value={option}
                    onChange={(e) => set(options.map((o, j) => (j === i ? e.target.value : o)))}
                    onBlur={field.onBlur}
                  />
                  {options.length > 1 && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove option ${i + 1}`}
                      onClick={() => set(options.filter((_, j) => j !== i))}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="w-fit"
              onClick={() => set([...options, ''])}
            >
              <Plus aria-hidden="true" />
              Add Option
            </Button>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
