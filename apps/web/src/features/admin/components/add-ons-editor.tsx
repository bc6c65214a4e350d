import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FieldError, Input } from '@/components/ui/field';
import { newRowKey, type TAddOnRow, type TProductFormErrors } from '../product-form-values';

type TAddOnsEditorProps = {
  rows: TAddOnRow[];
  errors: TProductFormErrors;
  onChange: (rows: TAddOnRow[]) => void;
};

const MAX_ADD_ONS = 20;

/** The add-ons sold with a product: name, description, price and the most a customer may buy. */
export function AddOnsEditor({ rows, errors, onChange }: TAddOnsEditorProps) {
  const update = (index: number, change: Partial<TAddOnRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const errorOf = (index: number, field: string) => errors[`addOns.${index}.${field}`];

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink-800">Add-ons</legend>
      <p className="-mt-1 text-sm text-ink-500">
        Extras bought with the product, e.g. extra trade mark classes. Removing one takes it off sale.
      </p>
      {rows.length > 0 && (
        <ol className="space-y-3">
          {rows.map((row, index) => {
            const label = row.name.trim() || `Add-on ${index + 1}`;
            return (
              <li key={row.key} className="rounded-xl border border-ink-100 bg-ink-25 p-4">
                <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_8rem_6rem_auto] sm:items-start">
                  <div className="space-y-1">
                    <label className="text-xs font-medium text-ink-600" htmlFor={`${row.key}-name`}>
                      Name
                    </label>
                    <Input
                      id={`${row.key}-name`}
                      value={row.name}
                      aria-invalid={errorOf(index, 'name') ? true : undefined}
                      aria-describedby={errorOf(index, 'name') ? `${row.key}-name-error` : undefined}
                      onChange={(e) => update(index, { name: e.target.value })}
                    />
                    {errorOf(index, 'name') && (
                      <FieldError id={`${row.key}-name-error`}>{errorOf(index, 'name')}</FieldError>
                    )}
                  </div>
                  <div className="space-y-1">
                    <label className="text-xs font-medium text-ink-600" htmlFor={`${row.key}-price`}>
                      Price (£)
                    </label>
                    <Input
                      id={`${row.key}-price`}
                      inputMode="decimal"
                      value={row.price}
                      aria-invalid={errorOf(index, 'pricePence') ? true : undefined}
                      aria-describedby={errorOf(index, 'pricePence') ? `${row.key}-price-error` : undefined}
                      onChange={(e) => update(index, { price: e.target.value })}
                    />
                    {errorOf(index, 'pricePence') && (
                      <FieldError id={`${row.key}-price-error`}>{errorOf(index, 'pricePence')}</FieldError>
                    )}
                  </div>
                  <div className="space-y-1">
                    <label className="text-xs font-medium text-ink-600" htmlFor={`${row.key}-max`}>
                      Max qty
                    </label>
                    <Input
                      id={`${row.key}-max`}
                      inputMode="numeric"
                      value={row.maxQuantity}
                      aria-invalid={errorOf(index, 'maxQuantity') ? true : undefined}
                      aria-describedby={errorOf(index, 'maxQuantity') ? `${row.key}-max-error` : undefined}
                      onChange={(e) => update(index, { maxQuantity: e.target.value })}
                    />
                    {errorOf(index, 'maxQuantity') && (
                      <FieldError id={`${row.key}-max-error`}>{errorOf(index, 'maxQuantity')}</FieldError>
                    )}
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="self-end"
                    aria-label={`Remove ${label}`}
                    onClick={() => onChange(rows.filter((_, i) => i !== index))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
                <div className="mt-3 space-y-1">
                  <label className="text-xs font-medium text-ink-600" htmlFor={`${row.key}-description`}>
                    Description (optional)
                  </label>
                  <Input
                    id={`${row.key}-description`}
                    value={row.description}
                    onChange={(e) => update(index, { description: e.target.value })}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {errors.addOns && <FieldError>{errors.addOns}</FieldError>}
      <Button
        variant="outline"
        size="sm"
        disabled={rows.length >= MAX_ADD_ONS}
        onClick={() =>
          onChange([...rows, { key: newRowKey(), name: '', description: '', price: '', maxQuantity: '1' }])
        }
      >
        <Plus aria-hidden="true" />
        Add an add-on
      </Button>
    </fieldset>
  );
}
