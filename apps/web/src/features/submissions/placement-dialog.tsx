import { INVOICE_STATUS_LABELS, INVOICE_STATUSES, placementInputSchema, type Placement, type PlacementInput } from '@hirebase/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { CustomFieldsFormSection, useCustomValues } from '@/features/custom-fields/custom-fields-form';
import { submissionsApi, useSubmissionMutation } from './api';

type Values = {
  start_date: string;
  end_date: string;
  salary: string;
  bill_rate: string;
  pay_rate: string;
  rate_unit: '' | 'hour' | 'day';
  currency: string;
  fee_type: 'percent' | 'flat';
  fee_percent: string;
  fee_amount: string;
  guarantee_days: string;
  invoice_status: (typeof INVOICE_STATUSES)[number];
  invoice_ref: string;
};

const text = (n: number | null | undefined) => (n == null ? '' : String(n));
const num = (s: string) => (s.trim() === '' ? null : Number(s));

function valuesOf(p: Placement | undefined, currency: string): Values {
  return {
    start_date: p?.start_date ?? new Date().toISOString().slice(0, 10),
    end_date: p?.end_date ?? '',
    salary: text(p?.salary),
    bill_rate: text(p?.bill_rate),
    pay_rate: text(p?.pay_rate),
    rate_unit: p?.rate_unit ?? '',
    currency: p?.currency ?? currency,
    fee_type: p?.fee_type ?? 'percent',
    fee_percent: text(p?.fee_percent ?? (p ? null : 20)),
    fee_amount: p?.fee_type === 'flat' ? text(p.fee_amount) : '',
    guarantee_days: text(p?.guarantee_days ?? 90),
    invoice_status: p?.invoice_status ?? 'not_invoiced',
    invoice_ref: p?.invoice_ref ?? '',
  };
}

/** Mark placed (no placement yet) or edit the placement's terms; the fee is a percentage of the salary or a flat amount. */
export function PlacementDialog({ submissionId, placement, currency, open, onOpenChange }: { submissionId: string; placement?: Placement | undefined; currency: string; open: boolean; onOpenChange: (o: boolean) => void }) {
  const save = useSubmissionMutation(
    (input: PlacementInput) => (placement ? submissionsApi.editPlacement({ id: placement.id, patch: input }) : submissionsApi.place({ id: submissionId, input })),
    placement ? 'Placement saved' : 'Marked placed',
  );
  const { register, handleSubmit, formState, reset, setError, watch } = useForm<Values>({ defaultValues: valuesOf(placement, currency) });
  // The placement's own fields: required ones are asked for when placing; an edit sends only those changed.
  const custom = useCustomValues(placement?.custom_fields);
  const resetCustom = custom.reset;
  useEffect(() => {
    if (!open) return;
    reset(valuesOf(placement, currency));
    resetCustom(placement?.custom_fields);
  }, [open, placement, currency, reset, resetCustom]);
  const feeType = watch('fee_type');

  function onSubmit(v: Values) {
    const input: PlacementInput = {
      start_date: v.start_date,
      end_date: v.end_date || null,
      salary: num(v.salary),
      bill_rate: num(v.bill_rate),
      pay_rate: num(v.pay_rate),
      rate_unit: v.rate_unit || null,
      currency: v.currency,
      fee_type: v.fee_type,
      fee_percent: v.fee_type === 'percent' ? num(v.fee_percent) : null,
      fee_amount: v.fee_type === 'flat' ? num(v.fee_amount) : null,
      guarantee_days: Number(v.guarantee_days || 0),
      invoice_status: v.invoice_status,
      invoice_ref: v.invoice_ref.trim() || null,
    };
    const customFields = custom.changed();
    if (customFields) input.custom_fields = customFields;
    const parsed = placementInputSchema.safeParse(input);
    if (!parsed.success) {
      parsed.error.issues.forEach((issue, i) => setError(issue.path[0] as keyof Values, { message: issue.message }, { shouldFocus: i === 0 }));
      return;
    }
    save.mutate(input, { onSuccess: () => onOpenChange(false) });
  }

  const err = (k: keyof Values) => formState.errors[k]?.message;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{placement ? 'Edit placement' : 'Mark placed'}</DialogTitle>
        </DialogHeader>
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={handleSubmit(onSubmit)} noValidate>
          <FormField label="Start date" error={err('start_date')}>{(p) => <Input {...p} type="date" {...register('start_date')} />}</FormField>
          <FormField label="End date (contracts)" error={err('end_date')}>{(p) => <Input {...p} type="date" {...register('end_date')} />}</FormField>
          <FormField label="Salary" error={err('salary')}>{(p) => <Input {...p} inputMode="numeric" {...register('salary')} />}</FormField>
          <FormField label="Currency" error={err('currency')}>{(p) => <Input {...p} maxLength={3} {...register('currency')} />}</FormField>
          <FormField label="Bill rate" error={err('bill_rate')}>{(p) => <Input {...p} inputMode="decimal" {...register('bill_rate')} />}</FormField>
          <FormField label="Pay rate" error={err('pay_rate')}>{(p) => <Input {...p} inputMode="decimal" {...register('pay_rate')} />}</FormField>
          <FormField label="Rate per" error={err('rate_unit')}>
            {(p) => (
              <NativeSelect {...p} {...register('rate_unit')}>
                <option value="">—</option>
                <option value="hour">Hour</option>
                <option value="day">Day</option>
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Fee type" error={err('fee_type')}>
            {(p) => (
              <NativeSelect {...p} {...register('fee_type')}>
                <option value="percent">Percentage of salary</option>
                <option value="flat">Flat amount</option>
              </NativeSelect>
            )}
          </FormField>
          {feeType === 'percent' ? (
            <FormField label="Fee percentage" error={err('fee_percent')}>{(p) => <Input {...p} inputMode="decimal" {...register('fee_percent')} />}</FormField>
          ) : (
            <FormField label="Fee amount" error={err('fee_amount')}>{(p) => <Input {...p} inputMode="numeric" {...register('fee_amount')} />}</FormField>
          )}
          <FormField label="Guarantee period (days)" error={err('guarantee_days')}>{(p) => <Input {...p} inputMode="numeric" {...register('guarantee_days')} />}</FormField>
          <FormField label="Invoice status" error={err('invoice_status')}>
            {(p) => (
              <NativeSelect {...p} {...register('invoice_status')}>
                {INVOICE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {INVOICE_STATUS_LABELS[s]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Invoice reference" error={err('invoice_ref')}>{(p) => <Input {...p} {...register('invoice_ref')} />}</FormField>
          <CustomFieldsFormSection entity="placement" form={custom} error={save.error} className="grid gap-4 sm:col-span-2 sm:grid-cols-2" />
          <DialogFooter className="sm:col-span-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : placement ? 'Save placement' : 'Mark placed'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
