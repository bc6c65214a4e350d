import { useId, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { Plus, RotateCcw, Trash2 } from 'lucide-react';
import type { TDnsIssue } from '@launchpad/shared/domain/dns';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Select } from '@/components/ui/field';
import { Panel } from '@/components/ui/panel';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';

/** A row being edited: every field a string (numbers too, so a half-typed value can be shown). */
export type TDraftRow = Record<string, string>;

export type TColumn = {
  field: string;
  label: string;
  /** Grid track on wide screens, e.g. `6rem` or `minmax(0,1fr)`. */
  width: string;
  options?: readonly string[];
  inputMode?: 'numeric' | 'text';
  placeholder?: string;
  /** Hidden for rows it does not apply to (MX priority); its value is then ignored. */
  appliesTo?: (row: TDraftRow) => boolean;
};

type TRecordSetEditorProps = {
  title: string;
  description: ReactNode;
  columns: TColumn[];
  /** The saved rows: the editor starts from them (remount it with a new key to start again). */
  initialRows: TDraftRow[];
  newRow: () => TDraftRow;
  /** The shared rules (packages/shared/src/domain/dns): one issue per problem, by row and field. */
  validate: (rows: TDraftRow[]) => TDnsIssue[];
  /** Save replaces the whole set (resolves to the server's message, if any). */
  save: (rows: TDraftRow[]) => Promise<{ message: string | null }>;
  savedMessage: string;
  /** The Save button, e.g. "Save host records". */
  saveLabel: string;
  emptyText: string;
  addLabel: string;
  /** Something under the rows, e.g. a note about custom nameservers. */
  notice?: ReactNode;
};

type TKeyedRow = { key: string; values: TDraftRow };
let nextKey = 0;
const keyed = (values: TDraftRow): TKeyedRow => ({ key: `row-${++nextKey}`, values });

/**
 * An editable set of DNS records: add, edit and delete rows, inline validation with the shared rules
 * (an error shows once its field has been left, or after Save), and Save replacing the whole set.
 */
export function RecordSetEditor({
  title,
  description,
  columns,
  initialRows,
  newRow,
  validate,
  save,
  savedMessage,
  saveLabel,
  emptyText,
  addLabel,
  notice,
}: TRecordSetEditorProps) {
  const formId = useId();
  const [rows, setRows] = useState(() => initialRows.map(keyed));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const values = rows.map((row) => row.values);
  const issues = validate(values);
  const shown = issues.filter(
    (issue) => attempted || touched.has(`${rows[issue.index]?.key}.${issue.field}`) || !rows[issue.index],
  );
  const rowIssues = (index: number) => shown.filter((issue) => issue.index === index);
  const setIssues = shown.filter((issue) => !rows[issue.index]);

  const edit = (key: string, field: string, value: string) => {
    setRows((current) =>
      current.map((row) => (row.key === key ? { ...row, values: { ...row.values, [field]: value } } : row)),
    );
    setDirty(true);
    setServerError(null);
  };
  const touch = (key: string, field: string) => setTouched((current) => new Set(current).add(`${key}.${field}`));
  const add = () => {
    setRows((current) => [...current, keyed(newRow())]);
    setDirty(true);
  };
  const remove = (key: string) => {
    setRows((current) => current.filter((row) => row.key !== key));
    setDirty(true);
  };
  const discard = () => {
    setRows(initialRows.map(keyed));
    setTouched(new Set());
    setAttempted(false);
    setDirty(false);
    setServerError(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const first = issues[0];
    if (first) {
      const key = rows[first.index]?.key;
      if (key) document.getElementById(`${formId}-${key}-${first.field}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const { message } = await save(values);
      setDirty(false);
      void notify.success(message ?? savedMessage);
    } catch (error) {
      setServerError(getErrorMessage(error));
      void notify.error(getErrorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const grid = { '--cols': `${columns.map((c) => c.width).join(' ')} 2.5rem` } as CSSProperties;

  return (
    <Panel
      title={title}
      description={description}
      footer={
        <>
          {dirty && (
            <Button variant="ghost" onClick={discard} disabled={saving}>
              <RotateCcw aria-hidden="true" />
              Discard changes
            </Button>
          )}
          <Button type="submit" form={formId} loading={saving} disabled={!dirty}>
            {saveLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate>
        {rows.length === 0 ? (
          <p className="rounded-xl border border-dashed border-ink-200 bg-ink-25 px-4 py-6 text-center text-sm text-ink-600">
            {emptyText}
          </p>
        ) : (
          <>
            <div
              aria-hidden="true"
              style={grid}
              className="hidden gap-3 border-b border-ink-100 pb-2 text-xs font-medium text-ink-500 md:grid md:grid-cols-[var(--cols)]"
            >
              {columns.map((column) => (
                <span key={column.field}>{column.label}</span>
              ))}
            </div>
            <ul className="divide-y divide-ink-100">
              {rows.map((row, index) => {
                const problems = rowIssues(index);
                const problemId = (i: number) => `${formId}-${row.key}-problem-${i}`;
                return (
                  <li key={row.key} className="py-3" aria-label={`Record ${index + 1}`}>
                    <div style={grid} className="grid grid-cols-2 items-start gap-3 md:grid-cols-[var(--cols)]">
                      {columns.map((column) => {
                        const id = `${formId}-${row.key}-${column.field}`;
                        const applies = column.appliesTo?.(row.values) ?? true;
                        const describedBy = problems
                          .map((p, i) => (p.field === column.field ? problemId(i) : null))
                          .filter(Boolean)
                          .join(' ');
                        const invalid = describedBy !== '';
                        const control = {
                          id,
                          name: column.field,
                          value: row.values[column.field] ?? '',
                          'aria-invalid': invalid || undefined,
                          'aria-describedby': invalid ? describedBy : undefined,
                          onBlur: () => touch(row.key, column.field),
                          className: 'h-10',
                        } as const;
                        return (
                          <div
                            key={column.field}
                            className={cn(
                              'min-w-0',
                              column.width.includes('fr') && 'col-span-2 md:col-span-1',
                              !applies && 'hidden md:block md:invisible',
                            )}
                          >
                            <label htmlFor={id} className="mb-1 block text-xs font-medium text-ink-600 md:sr-only">
                              {column.label}
                            </label>
                            {column.options ? (
                              <Select {...control} onChange={(e) => edit(row.key, column.field, e.target.value)}>
                                {column.options.map((option) => (
                                  <option key={option} value={option}>
                                    {option}
                                  </option>
                                ))}
                              </Select>
                            ) : (
                              <Input
                                {...control}
                                disabled={!applies}
                                inputMode={column.inputMode}
                                placeholder={column.placeholder}
                                autoComplete="off"
                                spellCheck={false}
                                onChange={(e) => edit(row.key, column.field, e.target.value)}
                              />
                            )}
                          </div>
                        );
                      })}
                      <div className="col-span-2 flex justify-end md:col-span-1 md:pt-0.5">
                        <Button
                          variant="ghost"
                          size="icon"
                          onClick={() => remove(row.key)}
                          aria-label={`Delete record ${index + 1}`}
                          className="size-9"
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </div>
                    </div>
                    {problems.length > 0 && (
                      <div className="mt-2 space-y-1">
                        {problems.map((problem, i) => (
                          <FieldError key={`${problem.field}-${problem.message}`} id={problemId(i)}>
                            {problem.message}
                          </FieldError>
                        ))}
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        )}
        {setIssues.map((issue) => (
          <FieldError key={issue.message}>{issue.message}</FieldError>
        ))}
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <Button variant="outline" size="sm" onClick={add}>
            <Plus aria-hidden="true" />
            {addLabel}
          </Button>
          {dirty && <span className="text-sm text-warning-700">Unsaved changes</span>}
        </div>
        {notice}
        {serverError && (
          <Alert tone="error" className="mt-4">
            {serverError}
          </Alert>
        )}
      </form>
    </Panel>
  );
}
