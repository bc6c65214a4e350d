import { useId, useState } from 'react';
import { Eye, Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field, inputClasses } from '@/components/ui/field';
import { ContentMarkdownPreview } from './content-markdown-preview';

type TMarkdownFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  rows?: number;
};

/** A Markdown textarea with a Write / Preview toggle; the preview never renders raw HTML. */
export function ContentMarkdownField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  optional,
  rows = 12,
}: TMarkdownFieldProps) {
  const [preview, setPreview] = useState(false);
  const previewId = useId();
  return (
    <Field
      label={label}
      optional={optional ?? false}
      error={error}
      hint={hint}
      labelAside={
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={preview}
          aria-controls={preview ? previewId : undefined}
          onClick={() => setPreview((shown) => !shown)}
        >
          {preview ? <Pencil aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {preview ? `Edit ${label.toLowerCase()}` : `Preview ${label.toLowerCase()}`}
        </Button>
      }
    >
      {(c) => (
        <>
          <textarea
            {...c}
            name={name}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            rows={rows}
            hidden={preview}
            className={inputClasses(Boolean(c['aria-invalid']), 'h-auto py-2.5 font-mono text-sm leading-relaxed')}
          />
          {preview && <ContentMarkdownPreview id={previewId} source={value} />}
        </>
      )}
    </Field>
  );
}
