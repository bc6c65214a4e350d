import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES, type TUserInfo } from '@launchpad/shared';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Panel } from '@/components/ui/panel';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api';
import { resolveCdnUrl } from '@/lib/cdn';
import { cn } from '@/lib/cn';
import { useRemoveProfileImageMutation, useUploadProfileImageMutation } from '../api';

const MAX_MB = PROFILE_IMAGE_MAX_BYTES / (1024 * 1024);

/** Why a chosen file cannot be a profile picture (checked again, by content, on the server). */
export function pictureProblem(file: File): string | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a JPEG, PNG, WebP or GIF image.';
  }
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return `Choose an image of at most ${MAX_MB} MB.`;
  return null;
}

/** The api prefixes its messages with the field ("image: …"); people only need the sentence. */
const withoutFieldName = (message: string) => message.replace(/^image: /, '').replace(/^./, (c) => c.toUpperCase());

/** Choose a picture, see it before uploading, upload it; or go back to initials. */
export function ProfilePicturePanel({ user }: { user: TUserInfo }) {
  const inputId = useId();
  const [chosen, setChosen] = useState<{ file: File; preview: string | null } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, { isLoading: uploading }] = useUploadProfileImageMutation();
  const [remove, { isLoading: removing }] = useRemoveProfileImageMutation();
  const previewUrl = useRef<string | null>(null);
  const file = chosen?.file ?? null;
  const preview = chosen?.preview ?? null;

  /** Keeps the chosen file and its preview (an object URL, released when replaced or on leaving). */
  const setFile = (next: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    const url = next && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(next) : null;
    previewUrl.current = url;
    setChosen(next ? { file: next, preview: url } : null);
  };
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = ''; // choosing the same file again still fires a change
    if (!chosen) return;
    const issue = pictureProblem(chosen);
    setProblem(issue);
    setFile(issue ? null : chosen);
  };

  const onUpload = async () => {
    if (!file) return;
    try {
      await upload(file).unwrap();
      setFile(null);
      void notify.success('Your profile picture has been updated.');
    } catch (error) {
      setProblem(withoutFieldName(getErrorMessage(error)));
    }
  };

  const onRemove = async () => {
    try {
      await remove().unwrap();
      void notify.success('Your profile picture has been removed.');
    } catch (error) {
      void notify.error(withoutFieldName(getErrorMessage(error)));
    }
  };

  const current = resolveCdnUrl(user.profile_img);
  return (
    <Panel title="Profile picture" description={`JPEG, PNG, WebP or GIF, up to ${MAX_MB} MB. We crop it to a square.`}>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        {preview ? (
          <img
            src={preview}
            alt="Preview of your new picture"
            className="size-20 shrink-0 rounded-full object-cover ring-2 ring-brand-200"
          />
        ) : (
          <Avatar name={user.name} src={current} size="xl" />
        )}
        <div className="min-w-0 flex-1 space-y-3">
          <div className="flex flex-wrap gap-2.5">
            {file ? (
              <>
                <Button onClick={() => void onUpload()} loading={uploading}>
                  Upload picture
                </Button>
                <Button variant="outline" onClick={() => setFile(null)} disabled={uploading}>
                  Cancel
                </Button>
              </>
            ) : (
              <>
                <label
                  className={cn(
                    'inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-ink-200 bg-white px-4 text-sm font-semibold text-ink-800 shadow-xs transition-colors hover:bg-ink-50',
                    'has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                  )}
                >
                  <ImageUp className="size-4" aria-hidden="true" />
                  {current ? 'Choose a new picture' : 'Choose a picture'}
                  <input
                    id={inputId}
                    type="file"
                    accept={PROFILE_IMAGE_TYPES.join(',')}
                    onChange={onChoose}
                    aria-describedby={problem ? `${inputId}-error` : undefined}
                    className="sr-only"
                  />
                </label>
                {current && (
                  <Button
                    variant="ghost"
                    onClick={() => void onRemove()}
                    loading={removing}
                    className="text-danger-700"
                  >
                    {!removing && <Trash2 aria-hidden="true" />}
                    Remove
                  </Button>
                )}
              </>
            )}
          </div>
          {file && <p className="truncate text-sm text-ink-500">{file.name}</p>}
          {problem && <FieldError id={`${inputId}-error`}>{problem}</FieldError>}
        </div>
      </div>
    </Panel>
  );
}
